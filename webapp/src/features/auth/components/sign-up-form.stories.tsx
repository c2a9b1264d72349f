import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators';
import { SignUpForm } from './sign-up-form';

const meta = {
  title: 'auth/SignUpForm',
  component: SignUpForm,
  decorators: [withRouter],
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ServerError: Story = { args: { error: 'An account with this e-mail already exists' } };
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  },
};
