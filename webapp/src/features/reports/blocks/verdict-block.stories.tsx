import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlockOf } from '@/features/instruments/api/instrument-schema';
import { lonelinessBlocks, makeReport, makeReportInstrument, makeUnavailableReport } from '../testing/fixtures';
import { withReportShell, withReport } from '../testing/story-helpers';
import { VerdictBlock } from './verdict-block';

const block = lonelinessBlocks.find((candidate) => candidate.type === 'verdict') as BlockOf<'verdict'>;

const meta = {
  title: 'report blocks/verdict',
  component: VerdictBlock,
  args: { block },
  decorators: [withReport(makeReportInstrument(), makeReport()), withReportShell],
} satisfies Meta<typeof VerdictBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Amber: Story = {};
export const Red: Story = {
  decorators: [
    withReport(
      makeReportInstrument(),
      makeReport({ dimensions: { emotional: { ...makeReport().dimensions.emotional!, levelLabel: 'High', colour: 'red' }, social: makeReport().dimensions.social! } }),
    ),
  ],
};
export const NoComparisonYet: Story = { decorators: [withReport(makeReportInstrument(), makeUnavailableReport())] };
