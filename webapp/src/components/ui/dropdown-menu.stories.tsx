import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DropdownMenu } from './dropdown-menu';

const meta = {
  title: 'ui/DropdownMenu',
  component: DropdownMenu,
  args: {
    label: 'robin@example.org',
    items: [
      { key: 'sign-up', label: 'Sign Up', onSelect: fn() },
      { key: 'clear', label: 'Clear Your Session', onSelect: fn() },
    ],
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const AlignedStart: Story = { args: { align: 'start' } };
export const SingleItem: Story = { args: { items: [{ key: 'sign-out', label: 'Sign Out', onSelect: fn() }] } };
