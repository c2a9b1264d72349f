import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlockOf } from '@/features/instruments/api/instrument-schema';
import { lonelinessBlocks, makeReport, makeReportInstrument } from '../testing/fixtures';
import { withReportShell, withReport } from '../testing/story-helpers';
import { InsightTabsBlock } from './insight-tabs-block';

const block = lonelinessBlocks.find((candidate) => candidate.type === 'insight_tabs') as BlockOf<'insight_tabs'>;

const meta = {
  title: 'report blocks/insight_tabs',
  component: InsightTabsBlock,
  args: { block },
  decorators: [withReport(makeReportInstrument(), makeReport()), withReportShell],
} satisfies Meta<typeof InsightTabsBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const General: Story = {};
export const NoMatchingProfile: Story = { decorators: [withReport(makeReportInstrument(), makeReport({ profile: null }))] };
