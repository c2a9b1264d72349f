import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlockOf } from '@/features/instruments/api/instrument-schema';
import { groupComparison, makeAttachmentInstrument, makeAttachmentReport } from '../testing/fixtures';
import { withReportShell, withReport, withFakeServer } from '../testing/story-helpers';
import { PercentileBarsBlock } from './percentile-bars-block';

const block = makeAttachmentInstrument().report!.views[0]!.blocks.find((candidate) => candidate.type === 'percentile_bars') as BlockOf<'percentile_bars'>;

const meta = {
  title: 'report blocks/percentile_bars',
  component: PercentileBarsBlock,
  args: { block },
  decorators: [withReport(makeAttachmentInstrument(), makeAttachmentReport()), withReportShell],
} satisfies Meta<typeof PercentileBarsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { decorators: [withFakeServer(() => ({ status: 200, body: groupComparison }))] };
export const Loading: Story = { decorators: [withFakeServer(() => 'pending')] };
export const GroupError: Story = { decorators: [withFakeServer(() => ({ status: 404, body: { error: 'Data not found' } }))] };
export const Unavailable: Story = {
  decorators: [
    withFakeServer(() => ({ status: 200, body: { ...groupComparison, dimensions: {}, message: 'Too few people in your group yet.' } })),
    withReport(
      makeAttachmentInstrument(),
      makeAttachmentReport({
        dimensions: {
          anxiety: { ...makeAttachmentReport().dimensions.anxiety!, population: null, basis: 'unavailable' },
          avoidance: { ...makeAttachmentReport().dimensions.avoidance!, population: null, basis: 'unavailable' },
        },
      }),
    ),
  ],
};
