import { describe, expect, it } from 'vitest';
import { bellCurveDescription, bellCurvePoints, normalDensity } from './bell-curve';
import { ringEndAngle } from './ring-chart';

describe('ring chart', () => {
  it('starts at the top and runs a share of 360 degrees clockwise', () => {
    expect(ringEndAngle(0)).toBe(90);
    expect(ringEndAngle(50)).toBe(-90);
    expect(ringEndAngle(100)).toBe(-270);
    expect(ringEndAngle(150)).toBe(-270);
  });
});

describe('bell curve', () => {
  it('samples the normal density every 0.1 from 0 to the maximum score', () => {
    const points = bellCurvePoints(9, 5.2, 1.4);
    expect(points).toHaveLength(91);
    expect(points[0]?.x).toBe(0);
    expect(points[1]?.x).toBe(0.1);
    expect(points[90]?.x).toBe(9);
    const peak = points.reduce((best, point) => (point.y > best.y ? point : best));
    expect(peak.x).toBe(5.2);
    expect(normalDensity(5.2, 5.2, 1.4)).toBeCloseTo(1 / (1.4 * Math.sqrt(2 * Math.PI)));
  });

  it('describes the numbers in words for screen readers', () => {
    expect(
      bellCurveDescription({ title: 'Emotional Loneliness', userScore: 6, maxScore: 9, mean: 5.2, standardDeviation: 1.4, count: 812 }),
    ).toBe(
      'Emotional Loneliness: your score is 6 of 9. The average among 812 people is 5.2, with a standard deviation of 1.4, so the typical range is 3.8 to 6.6.',
    );
  });
});
