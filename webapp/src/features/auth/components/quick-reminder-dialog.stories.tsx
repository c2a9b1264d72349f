import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { QuickReminderDialog } from './quick-reminder-dialog';

const meta = {
  title: 'auth/QuickReminderDialog',
  component: QuickReminderDialog,
  args: { open: true, onSignUp: fn(), onContinueAsGuest: fn() },
} satisfies Meta<typeof QuickReminderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
