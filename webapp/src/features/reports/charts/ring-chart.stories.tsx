import type { Meta, StoryObj } from '@storybook/react-vite';
import '../report.css';
import { RingChart } from './ring-chart';

const meta = {
  title: 'report charts/RingChart',
  component: RingChart,
  args: { title: 'Emotional Loneliness', innerLabel: '6 / 9', percentage: 66.67, label: 'Moderately high', size: 120, mainColor: '#a64b00' },
} satisfies Meta<typeof RingChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Moderate: Story = {};
export const DefaultSize: Story = { args: { size: undefined } };
export const Full: Story = { args: { innerLabel: '9 / 9', percentage: 100, label: 'High', mainColor: '#b42318' } };
export const Low: Story = { args: { innerLabel: '3 / 9', percentage: 33.33, label: 'Low', mainColor: '#12703a' } };
