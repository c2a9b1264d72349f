import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlockOf } from '@/features/instruments/api/instrument-schema';
import { lonelinessBlocks, makeReport, makeReportInstrument } from '../testing/fixtures';
import { withReportShell, withReport } from '../testing/story-helpers';
import { LinkBlock } from './link-block';

const block = lonelinessBlocks.find((candidate) => candidate.type === 'link') as BlockOf<'link'>;

const meta = {
  title: 'report blocks/link',
  component: LinkBlock,
  args: { block },
  decorators: [withReport(makeReportInstrument(), makeReport()), withReportShell],
} satisfies Meta<typeof LinkBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BackToDashboard: Story = {};
