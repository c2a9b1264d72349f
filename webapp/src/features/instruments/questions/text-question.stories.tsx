import type { Meta, StoryObj } from '@storybook/react-vite';
import '../renderer.css';
import { textQuestion } from '../testing/fixtures';
import { QuestionFrame, stateful } from '../testing/stateful';
import { TextQuestion } from './text-question';

const Stateful = stateful(TextQuestion);

const meta = {
  title: 'renderer/questions/text',
  component: TextQuestion,
  args: { question: textQuestion, answers: [], value: null, onChange: () => undefined, labelledBy: 'q-heading' },
  render: (args) => (
    <QuestionFrame id="q-heading" text={args.question.text}>
      <Stateful {...args} />
    </QuestionFrame>
  ),
} satisfies Meta<typeof TextQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '3' } };
export const FreeText: Story = {
  args: { question: { ...textQuestion, key: 'fullName', text: 'What should we call you?', numeric: false, placeholder: 'Your name', max_length: 100 }, value: 'Robin' },
};
export const Error: Story = { args: { value: '3', error: 'Please enter a number' } };
