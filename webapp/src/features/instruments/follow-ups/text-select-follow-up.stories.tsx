import type { Meta, StoryObj } from '@storybook/react-vite';
import '../renderer.css';
import { answer, textSelectFollowUp } from '../testing/fixtures';
import { QuestionFrame, stateful } from '../testing/stateful';
import { TextSelectFollowUp } from './text-select-follow-up';

const Stateful = stateful(TextSelectFollowUp);
const atHome = [answer('All of them', 'Yes, all of them'), answer('Some of them'), answer('None of them', 'No, none of them')];

const meta = {
  title: 'renderer/follow-ups/text_select',
  component: TextSelectFollowUp,
  args: { followUp: textSelectFollowUp, answers: atHome, value: null, onChange: () => undefined, labelledBy: 'f-text' },
  render: (args) => (
    <QuestionFrame id="f-text" text={args.followUp.text}>
      <Stateful {...args} />
    </QuestionFrame>
  ),
} satisfies Meta<typeof TextSelectFollowUp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Some of them' } };
export const Disabled: Story = { args: { value: 'All of them', disabled: true } };
