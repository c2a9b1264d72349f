import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators';
import { ReportsList } from './reports-list';

const items = [
  { id: 'r1', title: 'Your Personalized Loneliness Report', href: '/report/r1', updatedAt: '2026-11-20T09:30:00Z' },
  { id: 'r2', title: 'Your Personalized Attachment Style Report', href: '/attachmentReport?id=r2', updatedAt: '2026-11-18T16:05:00Z' },
];

const meta = {
  title: 'dashboard/ReportsList',
  component: ReportsList,
  decorators: [withRouter],
  args: { items, onDelete: fn() },
} satisfies Meta<typeof ReportsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithReports: Story = {};
export const Empty: Story = { args: { items: [] } };
export const Deleting: Story = { args: { deletingId: 'r1' } };
