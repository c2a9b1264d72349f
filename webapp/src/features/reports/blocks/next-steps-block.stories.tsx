import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlockOf } from '@/features/instruments/api/instrument-schema';
import { expect, userEvent, within } from 'storybook/test';
import { makeAttachmentInstrument, makeAttachmentReport } from '../testing/fixtures';
import { withReportShell, withReport, withFakeServer } from '../testing/story-helpers';
import { NextStepsBlock } from './next-steps-block';

const block = makeAttachmentInstrument().report!.views[1]!.blocks.find((candidate) => candidate.type === 'next_steps') as BlockOf<'next_steps'>;

const meta = {
  title: 'report blocks/next_steps',
  component: NextStepsBlock,
  args: { block },
  decorators: [withReport(makeAttachmentInstrument(), makeAttachmentReport()), withReportShell],
} satisfies Meta<typeof NextStepsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Error: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the report to my e-mail' }));
    await expect(canvas.getByText('Please enter a valid email address')).toBeInTheDocument();
  },
};
export const Sending: Story = {
  decorators: [withFakeServer(() => 'pending')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Your e-mail address'), 'robin@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the report to my e-mail' }));
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeInTheDocument();
  },
};
export const Sent: Story = {
  decorators: [withFakeServer(() => ({ status: 200, body: { success: true, message: 'Your personalized report has been sent to your E-mail' } }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Your e-mail address'), 'robin@example.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the report to my e-mail' }));
  },
};
