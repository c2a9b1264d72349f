import { describe, expect, it, vi } from 'vitest';
import { flowReducer, initialFlowState, isMidpoint, type FlowState } from './flow-machine';

const questions = [
  { key: 'a', skippable: false },
  { key: 'b', skippable: true },
  { key: 'c', skippable: false },
];

function run(state: FlowState, ...events: Parameters<typeof flowReducer>[1][]): FlowState {
  return events.reduce(flowReducer, state);
}

describe('flowReducer', () => {
  it('does nothing on Next without an answer and logs only to the console', () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const state = run(initialFlowState(questions), { type: 'next' });
    expect(state.index).toBe(0);
    expect(log).toHaveBeenCalledWith('You need to select an answer');
    log.mockRestore();
  });

  it('advances with an answer, skips only skippable questions and completes after the last', () => {
    let state = run(initialFlowState(questions), { type: 'skip' });
    expect(state.index).toBe(0);
    state = run(state, { type: 'answer', key: 'a', value: 'x' }, { type: 'next' });
    expect(state.index).toBe(1);
    state = run(state, { type: 'answer', key: 'b', value: 'y' }, { type: 'skip' });
    expect(state.index).toBe(2);
    expect(state.answers.b).toBeUndefined();
    state = run(state, { type: 'answer', key: 'c', value: 'z' }, { type: 'next' });
    expect(state.status).toBe('complete');
    expect(state.answers).toEqual({ a: 'x', c: 'z' });
  });

  it('ignores back on the first question and keeps answers when going back', () => {
    let state = run(initialFlowState(questions), { type: 'back' });
    expect(state.index).toBe(0);
    state = run(state, { type: 'answer', key: 'a', value: 'x' }, { type: 'next' }, { type: 'back' });
    expect(state.index).toBe(0);
    expect(state.answers.a).toBe('x');
  });

  it('ignores every input while submitting and returns to answering when the submit fails', () => {
    let state = run(
      initialFlowState([{ key: 'a', skippable: false }]),
      { type: 'answer', key: 'a', value: 'x' },
      { type: 'next' },
      { type: 'submit' },
    );
    expect(state.status).toBe('submitting');
    const frozen = run(state, { type: 'back' }, { type: 'answer', key: 'a', value: 'y' }, { type: 'reopen' });
    expect(frozen).toBe(state);
    state = run(state, { type: 'submitFailed' });
    expect(state.status).toBe('answering');
    expect(state.answers.a).toBe('x');
  });

  it('prefills without overwriting answers given in this visit', () => {
    const state = run(
      initialFlowState(questions),
      { type: 'answer', key: 'a', value: 'mine' },
      { type: 'prefill', answers: { a: 'stored', b: 'stored' } },
    );
    expect(state.answers).toEqual({ a: 'mine', b: 'stored' });
  });
});

describe('isMidpoint', () => {
  it('marks question round(total / 2)', () => {
    expect(isMidpoint(6, 14)).toBe(true);
    expect(isMidpoint(4, 9)).toBe(true);
    expect(isMidpoint(2, 6)).toBe(true);
    expect(isMidpoint(3, 6)).toBe(false);
  });
});
