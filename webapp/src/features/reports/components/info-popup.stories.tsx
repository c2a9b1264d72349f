import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../report.css';
import { InfoPopup } from './info-popup';

const meta = {
  title: 'report/InfoPopup',
  component: InfoPopup,
  args: {
    title: 'Your Scores',
    content: '**How to read your scores**\n\nEach score runs from 3 (least lonely) to 9 (most lonely).',
  },
} satisfies Meta<typeof InfoPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Icon: Story = {};
export const AsButton: Story = { args: { title: 'Data Protection', content: 'Your e-mail address is used only to send this report.', asButton: true } };
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'About Your Scores' }));
    await expect(within(document.body).getByRole('dialog', { name: 'Your Scores' })).toBeInTheDocument();
  },
};
