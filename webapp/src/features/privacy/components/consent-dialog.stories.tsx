import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConsentDialog } from './consent-dialog';

const meta = {
  title: 'privacy/ConsentDialog',
  component: ConsentDialog,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof ConsentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const NotConfirmed: Story = {
  play: async () => {
    document.querySelector<HTMLButtonElement>('.dialog button[type="submit"]')?.click();
  },
};
