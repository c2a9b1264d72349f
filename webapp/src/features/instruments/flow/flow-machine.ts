/**
 * The question flow of any instrument as a pure state machine (spec section 4: demographic,
 * loneliness and attachment flows share it). The screen around it decides what the start
 * (instructions, welcome) and the end (confirm dialog, thank-you screen) look like.
 *
 *   answering --next on the last question--> complete --submit--> submitting
 *   submitting --failed--> answering (on the last question)   complete --reopen--> answering
 */

export type FlowQuestion = { key: string; skippable: boolean };
export type Answers = Readonly<Record<string, string>>;
export type FlowStatus = 'answering' | 'complete' | 'submitting';

export type FlowState = {
  questions: readonly FlowQuestion[];
  index: number;
  answers: Answers;
  status: FlowStatus;
};

export type FlowEvent =
  | { type: 'answer'; key: string; value: string | null }
  | { type: 'next' }
  | { type: 'skip' }
  | { type: 'back' }
  | { type: 'reopen' }
  | { type: 'submit' }
  | { type: 'submitFailed' }
  | { type: 'prefill'; answers: Answers };

export function initialFlowState(questions: readonly FlowQuestion[], answers: Answers = {}): FlowState {
  return { questions, index: 0, answers, status: 'answering' };
}

function advance(state: FlowState, answers: Answers): FlowState {
  if (state.index >= state.questions.length - 1) return { ...state, answers, status: 'complete' };
  return { ...state, answers, index: state.index + 1 };
}

function without(answers: Answers, key: string): Answers {
  const next = { ...answers };
  delete next[key];
  return next;
}

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  // Spec section 4: input is ignored while submitting.
  if (state.status === 'submitting' && event.type !== 'submitFailed') return state;
  const current = state.questions[state.index];
  switch (event.type) {
    case 'answer': {
      if (state.status !== 'answering') return state;
      const answers =
        event.value === null || event.value === ''
          ? without(state.answers, event.key)
          : { ...state.answers, [event.key]: event.value };
      return { ...state, answers };
    }
    case 'next':
      if (state.status !== 'answering' || !current) return state;
      if (!state.answers[current.key]) {
        // Spec section 5: no message to the user, a console note only.
        console.info('You need to select an answer');
        return state;
      }
      return advance(state, state.answers);
    case 'skip':
      if (state.status !== 'answering' || !current?.skippable) return state;
      return advance(state, without(state.answers, current.key));
    case 'back':
      if (state.status !== 'answering' || state.index === 0) return state;
      return { ...state, index: state.index - 1 };
    case 'reopen':
      return state.status === 'complete' ? { ...state, status: 'answering' } : state;
    case 'submit':
      return state.status === 'complete' ? { ...state, status: 'submitting' } : state;
    case 'submitFailed':
      return state.status === 'submitting' ? { ...state, status: 'answering' } : state;
    case 'prefill':
      return { ...state, answers: { ...event.answers, ...state.answers } };
  }
}

/** Spec section 2: the mid-point question is round(total / 2), counted from 1. */
export function isMidpoint(index: number, total: number): boolean {
  return total > 1 && index + 1 === Math.round(total / 2);
}
