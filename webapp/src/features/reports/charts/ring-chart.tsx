import { useId } from 'react';
import { Cell, Pie, PieChart } from 'recharts';

export type RingChartProps = {
  title: string;
  /** Text in the middle of the ring, e.g. '6 / 9'. */
  innerLabel: string;
  /** 0 to 100. */
  percentage: number;
  /** Under the ring, e.g. the level 'Moderately high'. */
  label: string;
  size?: number;
  innerRadius?: string;
  mainColor?: string;
};

export const RING_BACKGROUND = '#e4e7ec';

/** The progress end angle: a full ring starts at the top (90°) and runs clockwise. */
export function ringEndAngle(percentage: number): number {
  const clamped = Math.min(Math.max(percentage, 0), 100);
  return 90 - (clamped / 100) * 360;
}

/** Spec section 9: a grey background ring and a coloured progress ring, starting at the top. */
export function RingChart({ title, innerLabel, percentage, label, size = 75, innerRadius = '80%', mainColor = '#0f766e' }: RingChartProps) {
  const rounded = Math.round(percentage * 100) / 100;
  const titleId = useId();
  return (
    <figure className="ring-chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="ring-chart__title">
        {title}
      </figcaption>
      <div className="ring-chart__ring" style={{ width: size, height: size }}>
        <PieChart width={size} height={size} aria-hidden="true" accessibilityLayer={false}>
          <Pie
            data={[{ value: 100 }]}
            dataKey="value"
            startAngle={90}
            endAngle={-270}
            innerRadius={innerRadius}
            outerRadius="100%"
            stroke="none"
            isAnimationActive={false}
            rootTabIndex={-1}
          >
            <Cell fill={RING_BACKGROUND} />
          </Pie>
          <Pie
            data={[{ value: rounded }]}
            dataKey="value"
            startAngle={90}
            endAngle={ringEndAngle(percentage)}
            innerRadius={innerRadius}
            outerRadius="100%"
            stroke="none"
            cornerRadius={4}
            isAnimationActive={false}
            rootTabIndex={-1}
          >
            <Cell fill={mainColor} />
          </Pie>
        </PieChart>
        <span className="ring-chart__inner" aria-hidden="true">
          {innerLabel}
        </span>
      </div>
      <p className="ring-chart__text">
        <span className="visually-hidden">
          {title}: {innerLabel},{' '}
        </span>
        <strong>{rounded}%</strong> <span>{label}</span>
      </p>
    </figure>
  );
}
