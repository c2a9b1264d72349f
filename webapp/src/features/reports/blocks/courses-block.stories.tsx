import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlockOf } from '@/features/instruments/api/instrument-schema';
import { lonelinessBlocks, makeReport, makeReportInstrument } from '../testing/fixtures';
import { withReportShell, withReport } from '../testing/story-helpers';
import { CoursesBlock } from './courses-block';

const block = lonelinessBlocks.find((candidate) => candidate.type === 'courses') as BlockOf<'courses'>;

const meta = {
  title: 'report blocks/courses',
  component: CoursesBlock,
  args: { block },
  decorators: [withReport(makeReportInstrument(), makeReport()), withReportShell],
} satisfies Meta<typeof CoursesBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { block: { ...block, courses: [] } } };
