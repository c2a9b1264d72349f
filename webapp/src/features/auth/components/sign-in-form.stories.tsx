import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators';
import { SignInForm } from './sign-in-form';

const meta = {
  title: 'auth/SignInForm',
  component: SignInForm,
  decorators: [withRouter],
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ServerError: Story = { args: { error: 'Invalid e-mail or password' } };
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const set = (selector: string, value: string) => {
      const input = canvasElement.querySelector<HTMLInputElement>(selector);
      if (!input) return;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    set('input[type="email"]', 'robin@example.org');
    set('input[autocomplete="current-password"]', 'Calm-Teal-2026!');
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  },
};
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  },
};
