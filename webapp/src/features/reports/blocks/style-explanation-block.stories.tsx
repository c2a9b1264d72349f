import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlockOf } from '@/features/instruments/api/instrument-schema';
import { makeAttachmentInstrument, makeAttachmentReport } from '../testing/fixtures';
import { withReportShell, withReport } from '../testing/story-helpers';
import { StyleExplanationBlock } from './style-explanation-block';

const block = makeAttachmentInstrument().report!.views[0]!.blocks.find((candidate) => candidate.type === 'style_explanation') as BlockOf<'style_explanation'>;

const meta = {
  title: 'report blocks/style_explanation',
  component: StyleExplanationBlock,
  args: { block },
  decorators: [withReport(makeAttachmentInstrument(), makeAttachmentReport()), withReportShell],
} satisfies Meta<typeof StyleExplanationBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
