import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button';
import { Dialog } from './dialog';

const meta = {
  title: 'ui/Dialog',
  component: Dialog,
  args: { open: true, title: 'Instructions', onDismiss: fn() },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {
  args: {
    children: <p>Answer each statement as you feel now. There are no right or wrong answers.</p>,
    actions: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Start</Button>
      </>
    ),
  },
};

export const WithoutCloseButton: Story = {
  args: {
    hideCloseButton: true,
    children: <p>Choose one of the actions below.</p>,
    actions: <Button>OK</Button>,
  },
};

export const Closed: Story = { args: { open: false } };
