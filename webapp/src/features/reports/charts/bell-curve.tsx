import { Area, AreaChart, ReferenceArea, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts';

export type BellCurveProps = {
  userScore: number;
  maxScore: number;
  mean: number;
  standardDeviation: number;
  /** How many people the curve describes (for the text alternative). */
  count?: number;
  height?: number;
  width?: number | `${number}%`;
  /** Names the chart, e.g. 'Emotional Loneliness'. */
  title: string;
};

/** The normal density at x. */
export function normalDensity(x: number, mean: number, sd: number): number {
  if (sd <= 0) return x === mean ? 1 : 0;
  const z = (x - mean) / sd;
  return Math.exp(-0.5 * z * z) / (sd * Math.sqrt(2 * Math.PI));
}

/** Spec section 9: the density every 0.1 from 0 to the maximum score. */
export function bellCurvePoints(maxScore: number, mean: number, sd: number): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  const steps = Math.round(maxScore * 10);
  for (let step = 0; step <= steps; step += 1) {
    const x = Math.round(step) / 10;
    points.push({ x, y: normalDensity(x, mean, sd) });
  }
  return points;
}

const format = (value: number) => (Math.round(value * 100) / 100).toString();

export function bellCurveDescription({ title, userScore, maxScore, mean, standardDeviation, count }: BellCurveProps): string {
  const people = count !== undefined ? ` among ${count} people` : '';
  return `${title}: your score is ${format(userScore)} of ${maxScore}. The average${people} is ${format(mean)}, with a standard deviation of ${format(standardDeviation)}, so the typical range is ${format(mean - standardDeviation)} to ${format(mean + standardDeviation)}.`;
}

/** The spread of scores in the comparison group, the user's score marked, mean and ±1 sd shown. */
export function BellCurve(props: BellCurveProps) {
  const { userScore, maxScore, mean, standardDeviation, height = 180, width = '100%' } = props;
  const data = bellCurvePoints(maxScore, mean, standardDeviation);
  return (
    <figure className="bell-curve">
      <div aria-hidden="true">
        <ResponsiveContainer width={width} height={height} minWidth={200}>
          <AreaChart data={data} margin={{ top: 24, right: 16, bottom: 8, left: 16 }} accessibilityLayer={false}>
            <XAxis dataKey="x" type="number" domain={[0, maxScore]} tickCount={maxScore + 1} allowDecimals={false} />
            <YAxis hide domain={[0, 'auto']} />
            <ReferenceArea
              x1={Math.max(mean - standardDeviation, 0)}
              x2={Math.min(mean + standardDeviation, maxScore)}
              fill="#cfe8e5"
              fillOpacity={0.6}
            />
            <Area type="monotone" dataKey="y" stroke="#0f766e" fill="#e6f4f2" isAnimationActive={false} />
            <ReferenceLine x={mean} stroke="#475467" strokeDasharray="4 4" label={{ value: 'Mean', position: 'top', fill: '#475467' }} />
            <ReferenceLine x={userScore} stroke="#4338ca" strokeWidth={3} label={{ value: 'You', position: 'top', fill: '#4338ca' }} />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="bell-curve__caption">
        <span className="bell-curve__legend">
          Mean {format(mean)} · Standard deviation {format(standardDeviation)}
        </span>
        <span className="visually-hidden">{bellCurveDescription(props)}</span>
      </figcaption>
    </figure>
  );
}
