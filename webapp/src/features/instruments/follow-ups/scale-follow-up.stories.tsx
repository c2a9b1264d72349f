import type { Meta, StoryObj } from '@storybook/react-vite';
import '../renderer.css';
import { connection, scaleFollowUp } from '../testing/fixtures';
import { QuestionFrame, stateful } from '../testing/stateful';
import { ScaleFollowUp } from './scale-follow-up';

const Stateful = stateful(ScaleFollowUp);

const meta = {
  title: 'renderer/follow-ups/scale',
  component: ScaleFollowUp,
  args: { followUp: scaleFollowUp, answers: connection, value: null, onChange: () => undefined, labelledBy: 'f-text' },
  render: (args) => (
    <QuestionFrame id="f-text" text={args.followUp.text}>
      <Stateful {...args} />
    </QuestionFrame>
  ),
} satisfies Meta<typeof ScaleFollowUp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Quite connected' } };
export const Disabled: Story = { args: { value: 'Somewhat connected', disabled: true } };
