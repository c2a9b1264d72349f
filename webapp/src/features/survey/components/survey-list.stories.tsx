import type { Meta, StoryObj } from '@storybook/react-vite';
import { withRouter } from '@/testing/story-decorators';
import { SurveyButtons } from './survey-list';

const summary = (id: string, title: string, route: string | null) => ({
  id,
  kind: 'assessment' as const,
  title,
  description: '',
  estimated_minutes: 3,
  route,
  report_route: null,
  question_count: 6,
});

const meta = {
  title: 'survey/SurveyButtons',
  component: SurveyButtons,
  args: { instruments: [summary('loneliness', 'Loneliness Survey', '/loneliness'), summary('attachment', 'Attachment Style Survey', '/attachment')] },
  decorators: [withRouter],
} satisfies Meta<typeof SurveyButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Two: Story = {};
export const WithNewInstrument: Story = {
  args: { instruments: [...meta.args.instruments, summary('wellbeing', 'Everyday Wellbeing Survey', null)] },
};
export const Empty: Story = { args: { instruments: [] } };
