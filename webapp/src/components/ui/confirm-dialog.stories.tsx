import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'ui/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Confirm Deletion',
    confirmLabel: 'Yes, Delete',
    cancelLabel: 'Cancel',
    confirmVariant: 'danger',
    onConfirm: fn(),
    onCancel: fn(),
    children: <p>Are you sure you want to delete your account?</p>,
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {};
export const Confirming: Story = { args: { isConfirming: true } };
export const Neutral: Story = {
  args: { title: 'Are you sure?', confirmLabel: 'Yes', cancelLabel: 'Back', confirmVariant: 'primary', children: undefined },
};
