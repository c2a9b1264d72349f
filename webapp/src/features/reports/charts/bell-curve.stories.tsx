import type { Meta, StoryObj } from '@storybook/react-vite';
import '../report.css';
import { BellCurve } from './bell-curve';

const meta = {
  title: 'report charts/BellCurve',
  component: BellCurve,
  args: { title: 'Emotional Loneliness', userScore: 6, maxScore: 9, mean: 5.2, standardDeviation: 1.4, count: 812 },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof BellCurve>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AboveAverage: Story = {};
export const BelowAverageRange: Story = { args: { userScore: 3 } };
export const WideSpread: Story = { args: { mean: 6, standardDeviation: 2.4, userScore: 8 } };
