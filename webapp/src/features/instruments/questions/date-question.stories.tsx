import type { Meta, StoryObj } from '@storybook/react-vite';
import '../renderer.css';
import { dateQuestion } from '../testing/fixtures';
import { QuestionFrame, stateful } from '../testing/stateful';
import { DateQuestion } from './date-question';

const Stateful = stateful(DateQuestion);

const meta = {
  title: 'renderer/questions/date',
  component: DateQuestion,
  args: { question: dateQuestion, answers: [], value: null, onChange: () => undefined, labelledBy: 'q-heading' },
  render: (args) => (
    <QuestionFrame id="q-heading" text={args.question.text}>
      <Stateful {...args} />
      {args.error ? (
        <p className="question-card__error" role="alert">
          {args.error}
        </p>
      ) : null}
    </QuestionFrame>
  ),
} satisfies Meta<typeof DateQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '1990-05-17' } };
export const Error: Story = { args: { value: '2015-05-17', error: 'You must be at least 18 years old' } };
