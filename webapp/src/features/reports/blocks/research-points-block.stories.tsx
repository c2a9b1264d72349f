import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlockOf } from '@/features/instruments/api/instrument-schema';
import { lonelinessBlocks, makeReport, makeReportInstrument } from '../testing/fixtures';
import { withReportShell, withReport } from '../testing/story-helpers';
import { ResearchPointsBlock } from './research-points-block';

const block = lonelinessBlocks.find((candidate) => candidate.type === 'research_points') as BlockOf<'research_points'>;

const meta = {
  title: 'report blocks/research_points',
  component: ResearchPointsBlock,
  args: { block },
  decorators: [withReport(makeReportInstrument(), makeReport()), withReportShell],
} satisfies Meta<typeof ResearchPointsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { decorators: [withReport(makeReportInstrument(), makeReport({ profile: null }))] };
