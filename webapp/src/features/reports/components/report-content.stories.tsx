import type { Meta, StoryObj } from '@storybook/react-vite';
import { groupComparison, makeAttachmentInstrument, makeAttachmentReport, makeReport, makeReportInstrument, makeUnavailableReport } from '../testing/fixtures';
import { withFakeServer, withReportShell } from '../testing/story-helpers';
import { ReportContent } from './report-content';

const meta = {
  title: 'report/ReportContent',
  component: ReportContent,
  args: { instrument: makeReportInstrument(), report: makeReport() },
  decorators: [withFakeServer(() => ({ status: 200, body: groupComparison })), withReportShell],
} satisfies Meta<typeof ReportContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loneliness: Story = {};
export const LonelinessWithoutComparison: Story = { args: { report: makeUnavailableReport() } };
export const Attachment: Story = { args: { instrument: makeAttachmentInstrument(), report: makeAttachmentReport() } };
