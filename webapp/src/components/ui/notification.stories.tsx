import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Notification } from './notification';

const meta = {
  title: 'ui/Notification',
  component: Notification,
  // A long duration so the story stays visible; the app closes toasts after 2000 ms.
  args: { onClose: fn(), durationMs: 3_600_000 },
} satisfies Meta<typeof Notification>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: { notification: { id: '1', kind: 'success', title: 'Account created', message: 'Welcome! Your profile is ready.' } },
};
export const Error: Story = {
  args: { notification: { id: '2', kind: 'error', title: 'Could not delete the report', message: 'Please try again.' } },
};
export const Info: Story = { args: { notification: { id: '3', kind: 'info', title: 'Report deleted' } } };
