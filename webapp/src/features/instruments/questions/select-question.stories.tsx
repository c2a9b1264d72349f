import type { Meta, StoryObj } from '@storybook/react-vite';
import '../renderer.css';
import { answer, selectQuestion } from '../testing/fixtures';
import { QuestionFrame, stateful } from '../testing/stateful';
import { SelectQuestion } from './select-question';

const Stateful = stateful(SelectQuestion);
const education = [answer('High School', 'High school'), answer('Bachelors', "Bachelor's degree"), answer('Master/Doctorate', "Master's degree or doctorate")];

const meta = {
  title: 'renderer/questions/select',
  component: SelectQuestion,
  args: { question: selectQuestion, answers: education, value: null, onChange: () => undefined, labelledBy: 'q-heading' },
  render: (args) => (
    <QuestionFrame id="q-heading" text={args.question.text}>
      <Stateful {...args} />
    </QuestionFrame>
  ),
} satisfies Meta<typeof SelectQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'Bachelors' } };
export const Disabled: Story = { args: { value: 'Bachelors', disabled: true } };
