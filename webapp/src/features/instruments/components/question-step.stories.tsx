import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer } from 'react';
import type { Instrument } from '../api/instrument-schema';
import { flowReducer, initialFlowState, type Answers, type FlowStatus } from '../flow/flow-machine';
import { defaultRegistry } from '../renderer-registry';
import { makeInstrument } from '../testing/fixtures';
import { QuestionStep } from './question-step';

type HarnessProps = { instrument: Instrument; index: number; answers: Answers; status: FlowStatus; error: string | null };

function Harness({ instrument, index, answers, status, error }: HarnessProps) {
  const [state, dispatch] = useReducer(flowReducer, {
    ...initialFlowState(instrument.questions.map((q) => ({ key: q.key, skippable: q.skippable })), answers),
    index,
    status,
  });
  return <QuestionStep instrument={instrument} state={state} dispatch={dispatch} registry={defaultRegistry} error={error} onBackAtStart={() => undefined} />;
}

const meta = {
  title: 'renderer/QuestionStep',
  component: Harness,
  args: { instrument: makeInstrument(), index: 0, answers: {}, status: 'answering', error: null },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithFollowUp: Story = { args: { answers: { feeling: 'Agree', colleagueConnection: 'Quite connected' } } };
export const SkippableMidpoint: Story = { args: { index: 2 } };
export const Submitting: Story = { args: { index: 4, answers: { dob: '1990-01-01' }, status: 'submitting' } };
export const SubmitFailed: Story = { args: { index: 4, answers: { dob: '1990-01-01' }, error: 'Failed to submit. Please try again.' } };
