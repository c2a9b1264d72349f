import type { Meta, StoryObj } from '@storybook/react-vite';
import { PrivacyNoticeContent } from './privacy-notice-page';

const meta = { title: 'privacy/PrivacyNoticeContent', component: PrivacyNoticeContent } satisfies Meta<
  typeof PrivacyNoticeContent
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
