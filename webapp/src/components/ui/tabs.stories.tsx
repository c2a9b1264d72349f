import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from './tabs';

const meta = {
  title: 'ui/Tabs',
  component: Tabs,
  args: {
    label: 'Score insights',
    tabs: [
      { id: 'general', label: 'General', content: <p>Insights about health and well-being.</p> },
      { id: 'workplace', label: 'Workplace', content: <p>Insights about working life.</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};
export const SecondSelected: Story = { args: { defaultTabId: 'workplace' } };
