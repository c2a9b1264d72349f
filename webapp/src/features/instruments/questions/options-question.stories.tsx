import type { Meta, StoryObj } from '@storybook/react-vite';
import '../renderer.css';
import { agreement, optionsQuestion } from '../testing/fixtures';
import { QuestionFrame, stateful } from '../testing/stateful';
import { OptionsQuestion } from './options-question';

const Stateful = stateful(OptionsQuestion);

const meta = {
  title: 'renderer/questions/options',
  component: OptionsQuestion,
  args: { question: optionsQuestion, answers: agreement, value: null, onChange: () => undefined, labelledBy: 'q-heading' },
  render: (args) => (
    <QuestionFrame id="q-heading" text={args.question.text}>
      <Stateful {...args} />
    </QuestionFrame>
  ),
} satisfies Meta<typeof OptionsQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Agree' } };
export const Disabled: Story = { args: { value: 'Neutral', disabled: true } };
