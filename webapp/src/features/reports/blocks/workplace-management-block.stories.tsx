import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlockOf } from '@/features/instruments/api/instrument-schema';
import { makeAttachmentInstrument, makeAttachmentReport } from '../testing/fixtures';
import { withReportShell, withReport } from '../testing/story-helpers';
import { WorkplaceManagementBlock } from './workplace-management-block';

const block = makeAttachmentInstrument().report!.views[0]!.blocks.find((candidate) => candidate.type === 'workplace_management') as BlockOf<'workplace_management'>;

const meta = {
  title: 'report blocks/workplace_management',
  component: WorkplaceManagementBlock,
  args: { block },
  decorators: [withReport(makeAttachmentInstrument(), makeAttachmentReport()), withReportShell],
} satisfies Meta<typeof WorkplaceManagementBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
