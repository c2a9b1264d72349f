import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GuestPromptDialog } from './guest-prompt-dialog';

const meta = {
  title: 'auth/GuestPromptDialog',
  component: GuestPromptDialog,
  args: { open: true, onSignUp: fn(), onContinueAnonymously: fn(), isPending: false, error: null },
} satisfies Meta<typeof GuestPromptDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const CreatingAnonymousUser: Story = { args: { isPending: true } };
export const CreationFailed: Story = { args: { error: 'Too many requests, try again in a minute' } };
