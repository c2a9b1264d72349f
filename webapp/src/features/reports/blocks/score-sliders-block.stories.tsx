import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlockOf } from '@/features/instruments/api/instrument-schema';
import { makeAttachmentInstrument, makeAttachmentReport } from '../testing/fixtures';
import { withReportShell, withReport } from '../testing/story-helpers';
import { ScoreSlidersBlock } from './score-sliders-block';

const block = makeAttachmentInstrument().report!.views[0]!.blocks.find((candidate) => candidate.type === 'score_sliders') as BlockOf<'score_sliders'>;

const meta = {
  title: 'report blocks/score_sliders',
  component: ScoreSlidersBlock,
  args: { block },
  decorators: [withReport(makeAttachmentInstrument(), makeAttachmentReport()), withReportShell],
} satisfies Meta<typeof ScoreSlidersBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
