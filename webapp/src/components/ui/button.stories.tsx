import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Take the Survey' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Yes, Delete' } };
export const Loading: Story = { args: { isLoading: true, children: 'Saving…' } };
export const Disabled: Story = { args: { disabled: true } };
