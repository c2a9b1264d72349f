import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Instrument } from '../api/instrument-schema';
import { flowReducer, initialFlowState, type FlowState } from '../flow/flow-machine';
import { defaultRegistry } from '../renderer-registry';
import { makeInstrument } from '../testing/fixtures';
import { QuestionStep } from './question-step';

let lastState: FlowState | null = null;

function Harness({ instrument, onBackAtStart }: { instrument: Instrument; onBackAtStart?: () => void }) {
  const [state, dispatch] = useReducer(
    flowReducer,
    instrument.questions.map((q) => ({ key: q.key, skippable: q.skippable })),
    initialFlowState,
  );
  lastState = state;
  return <QuestionStep instrument={instrument} state={state} dispatch={dispatch} registry={defaultRegistry} onBackAtStart={onBackAtStart} />;
}

describe('QuestionStep', () => {
  it('draws an options question as a radio group named by the heading, with progress, and focuses the heading', () => {
    render(<Harness instrument={makeInstrument()} />);
    const heading = screen.getByRole('heading', { name: 'I experience a general sense of emptiness.' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: 'I experience a general sense of emptiness.' })).toBeInTheDocument();
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
  });

  it('moves between answers with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness instrument={makeInstrument()} />);
    await user.click(screen.getByRole('radio', { name: 'Disagree' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Neutral' })).toBeChecked();
    expect(lastState?.answers.feeling).toBe('Neutral');
  });

  it('ignores Next without an answer and advances with one', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    render(<Harness instrument={makeInstrument()} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Neutral' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /highest level of education/ })).toHaveFocus();
    log.mockRestore();
  });

  it('shows the scale follow-up only for the answers in show_when, with its end labels', async () => {
    const user = userEvent.setup();
    render(<Harness instrument={makeInstrument()} />);
    await user.click(screen.getByRole('radio', { name: 'Neutral' }));
    expect(screen.queryByRole('radiogroup', { name: /colleagues/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Agree' }));
    const scale = screen.getByRole('radiogroup', { name: 'How connected do you feel to your colleagues?' });
    expect(within(scale).getAllByRole('radio')).toHaveLength(5);
    expect(scale).toHaveAccessibleDescription('Not at all connectedVery connected');
    await user.click(screen.getByRole('radio', { name: 'Quite connected' }));
    expect(lastState?.answers.colleagueConnection).toBe('Quite connected');
    // Changing the main answer away from show_when drops the follow-up answer.
    await user.click(screen.getByRole('radio', { name: 'Disagree' }));
    expect(lastState?.answers.colleagueConnection).toBeUndefined();
  });

  it('offers Skip on skippable questions and keeps numeric text to digits', async () => {
    const user = userEvent.setup();
    const instrument = makeInstrument();
    instrument.questions = [instrument.questions[2]!, instrument.questions[0]!];
    render(<Harness instrument={instrument} />);
    const input = screen.getByRole('textbox', { name: /How many people/ });
    await user.type(input, '3a');
    expect(input).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
    expect(lastState?.answers.householdSize).toBeUndefined();
  });

  it('searches countries and says so when none match', async () => {
    const user = userEvent.setup();
    const instrument = makeInstrument();
    instrument.questions = [instrument.questions[3]!];
    render(<Harness instrument={instrument} />);
    const box = screen.getByRole('combobox', { name: 'What is your nationality?' });
    await user.type(box, 'zz');
    expect(screen.getByText('No countries found')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'gha');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(lastState?.answers.nationality).toBe('GH');
    expect(box).toHaveValue('Ghana');
  });

  it('refuses a birth date younger than the minimum age, with a message', async () => {
    const user = userEvent.setup();
    const instrument = makeInstrument();
    instrument.questions = [instrument.questions[4]!, instrument.questions[0]!];
    render(<Harness instrument={instrument} />);
    const input = screen.getByLabelText('When were you born?');
    const thisYear = new Date().getFullYear();
    await act(async () => {
      await user.type(input, `${thisYear - 5}-01-01`);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('You must be at least 18 years old');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
  });

  it('shows the motivation message at the mid-point question only', async () => {
    const user = userEvent.setup();
    render(<Harness instrument={makeInstrument()} />);
    expect(screen.queryByText('You are halfway there.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Neutral' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByRole('combobox'), 'Bachelors');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('3 of 5')).toBeInTheDocument();
    expect(screen.getByText('You are halfway there.')).toBeInTheDocument();
  });

  it('calls onBackAtStart from the first question and goes back otherwise', async () => {
    const user = userEvent.setup();
    const onBackAtStart = vi.fn();
    render(<Harness instrument={makeInstrument()} onBackAtStart={onBackAtStart} />);
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(onBackAtStart).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('radio', { name: 'Neutral' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Neutral' })).toBeChecked();
  });
});
