import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { anonymousSession, guestSession, registeredSession, withRouter } from '@/testing/story-decorators';
import { NavbarView } from './navbar';

const meta = {
  title: 'layout/Navbar',
  component: NavbarView,
  decorators: [withRouter],
  args: { onSignOut: fn(), session: guestSession },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NavbarView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {};
export const Anonymous: Story = { args: { session: anonymousSession } };
export const Registered: Story = { args: { session: registeredSession } };
export const MobileMenuOpen: Story = {
  args: { session: registeredSession },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('.navbar__menu-button')?.click();
  },
};
