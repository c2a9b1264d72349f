import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  anonymousSession,
  guestSession,
  registeredSession,
  withRouter,
  withSession,
} from '@/testing/story-decorators';
import { AccountTab } from './account-tab';

const meta = {
  title: 'dashboard/AccountTab',
  component: AccountTab,
  decorators: [withRouter],
} satisfies Meta<typeof AccountTab>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Registered: Story = { decorators: [withSession(registeredSession)] };
export const Editing: Story = {
  decorators: [withSession(registeredSession)],
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[aria-label="Edit account"]')?.click();
  },
};
export const DeleteConfirmation: Story = {
  decorators: [withSession(registeredSession)],
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('.danger-zone button')?.click();
  },
};
export const Anonymous: Story = { decorators: [withSession(anonymousSession)] };
export const NotSignedIn: Story = { decorators: [withSession(guestSession)] };
