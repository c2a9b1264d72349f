import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlockOf } from '@/features/instruments/api/instrument-schema';
import { expect, userEvent, within } from 'storybook/test';
import { groupComparison, makeAttachmentInstrument, makeAttachmentReport } from '../testing/fixtures';
import { withReportShell, withReport, withFakeServer } from '../testing/story-helpers';
import { ComparisonPickerBlock } from './comparison-picker-block';

const block = makeAttachmentInstrument().report!.views[0]!.blocks.find((candidate) => candidate.type === 'comparison_picker') as BlockOf<'comparison_picker'>;

const meta = {
  title: 'report blocks/comparison_picker',
  component: ComparisonPickerBlock,
  args: { block },
  decorators: [withReport(makeAttachmentInstrument(), makeAttachmentReport()), withReportShell],
} satisfies Meta<typeof ComparisonPickerBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  decorators: [withFakeServer(() => ({ status: 200, body: groupComparison }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'gender');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filter' }));
    await expect(await canvas.findAllByText('Group size')).toHaveLength(2);
  },
};
export const Loading: Story = {
  decorators: [withFakeServer(() => 'pending')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox'), 'gender');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filter' }));
    await expect(canvas.getByRole('button', { name: 'Loading...' })).toBeInTheDocument();
  },
};
export const Error: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filter' }));
    await expect(canvas.getByText('Please select a comparison group')).toBeInTheDocument();
  },
};
