import type { Question } from '../api/instrument-schema';
import { AnswerSelect } from '../components/answer-select';
import type { QuestionProps } from './question-props';

/** `select`: a native dropdown, named by the question heading. */
export function SelectQuestion(props: QuestionProps<Extract<Question, { type: 'select' }>>) {
  const { answers, value, onChange, labelledBy, disabled } = props;
  return (
    <AnswerSelect
      className="question-input"
      answers={answers}
      value={value}
      onChange={onChange}
      labelledBy={labelledBy}
      disabled={disabled}
    />
  );
}
