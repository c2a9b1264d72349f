import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlockOf } from '@/features/instruments/api/instrument-schema';
import { lonelinessBlocks, makeReport, makeReportInstrument, makeUnavailableReport } from '../testing/fixtures';
import { withReportShell, withReport } from '../testing/story-helpers';
import { PopulationComparisonBlock } from './population-comparison-block';

const block = lonelinessBlocks.find((candidate) => candidate.type === 'population_comparison') as BlockOf<'population_comparison'>;

const meta = {
  title: 'report blocks/population_comparison',
  component: PopulationComparisonBlock,
  args: { block },
  decorators: [withReport(makeReportInstrument(), makeReport()), withReportShell],
} satisfies Meta<typeof PopulationComparisonBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {};
export const Filtered: Story = {
  decorators: [
    withReport(
      makeReportInstrument(),
      makeReport({
        filter: { ageClass: '26-35' },
        dimensions: { emotional: { ...makeReport().dimensions.emotional!, basis: 'filtered' }, social: { ...makeReport().dimensions.social!, basis: 'filtered' } },
      }),
    ),
  ],
};
export const FallbackMessage: Story = {
  decorators: [
    withReport(
      makeReportInstrument(),
      makeReport({ filter: { ageClass: '65+' }, message: 'No data for selected filter — defaulting to general population data instead.' }),
    ),
  ],
};
export const Unavailable: Story = { decorators: [withReport(makeReportInstrument(), makeUnavailableReport())] };
