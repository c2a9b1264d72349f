import type { Meta, StoryObj } from '@storybook/react-vite';
import '../renderer.css';
import { textFieldFollowUp } from '../testing/fixtures';
import { QuestionFrame, stateful } from '../testing/stateful';
import { TextFieldFollowUp } from './text-field-follow-up';

const Stateful = stateful(TextFieldFollowUp);

const meta = {
  title: 'renderer/follow-ups/text_field',
  component: TextFieldFollowUp,
  args: { followUp: textFieldFollowUp, answers: [], value: null, onChange: () => undefined, labelledBy: 'f-text' },
  render: (args) => (
    <QuestionFrame id="f-text" text={args.followUp.text}>
      <Stateful {...args} />
    </QuestionFrame>
  ),
} satisfies Meta<typeof TextFieldFollowUp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Weekend shifts at a food bank' } };
export const Disabled: Story = { args: { value: 'Coaching a youth football team', disabled: true } };
