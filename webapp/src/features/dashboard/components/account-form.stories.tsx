import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountForm } from './account-form';

const meta = {
  title: 'dashboard/AccountForm',
  component: AccountForm,
  args: { email: 'robin@example.org', onSubmit: fn(async () => undefined), onCancel: fn(), isSaving: false },
} satisfies Meta<typeof AccountForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};
export const Saving: Story = { args: { isSaving: true } };
export const ServerError: Story = { args: { error: 'Current password is incorrect' } };
export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const set = (selector: string, value: string) => {
      const input = canvasElement.querySelectorAll<HTMLInputElement>('input[type="password"]')[Number(selector)];
      if (!input) return;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    set('0', 'Old-pass-1!');
    set('1', 'New-pass-1!');
    set('2', 'Different-1!');
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  },
};
