import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlockOf } from '@/features/instruments/api/instrument-schema';
import { lonelinessBlocks, makeReport, makeReportInstrument } from '../testing/fixtures';
import { withReportShell, withReport } from '../testing/story-helpers';
import { ScoreRingsBlock } from './score-rings-block';

const block = lonelinessBlocks.find((candidate) => candidate.type === 'score_rings') as BlockOf<'score_rings'>;

const meta = {
  title: 'report blocks/score_rings',
  component: ScoreRingsBlock,
  args: { block },
  decorators: [withReport(makeReportInstrument(), makeReport()), withReportShell],
} satisfies Meta<typeof ScoreRingsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const HighAndLow: Story = {
  decorators: [
    withReport(
      makeReportInstrument(),
      makeReport({
        dimensions: {
          emotional: { ...makeReport().dimensions.emotional!, score: 9, percentage: 100, levelLabel: 'High', colour: 'red' },
          social: { ...makeReport().dimensions.social!, score: 3, percentage: 33.33, levelLabel: 'Low', colour: 'green' },
        },
      }),
    ),
  ],
};
