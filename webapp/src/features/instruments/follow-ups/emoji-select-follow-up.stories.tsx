import type { Meta, StoryObj } from '@storybook/react-vite';
import '../renderer.css';
import { emojiFollowUp, faces } from '../testing/fixtures';
import { QuestionFrame, stateful } from '../testing/stateful';
import { EmojiSelectFollowUp } from './emoji-select-follow-up';

const Stateful = stateful(EmojiSelectFollowUp);

const meta = {
  title: 'renderer/follow-ups/emoji_select',
  component: EmojiSelectFollowUp,
  args: { followUp: emojiFollowUp, answers: faces, value: null, onChange: () => undefined, labelledBy: 'f-text' },
  render: (args) => (
    <QuestionFrame id="f-text" text={args.followUp.text}>
      <Stateful {...args} />
    </QuestionFrame>
  ),
} satisfies Meta<typeof EmojiSelectFollowUp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Content' } };
export const Disabled: Story = { args: { value: 'Unhappy', disabled: true } };
