import '../renderer.css';
import { useEffect, useId, useRef, type Dispatch } from 'react';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { answersOf, type Instrument } from '../api/instrument-schema';
import { isMidpoint, type FlowEvent, type FlowState } from '../flow/flow-machine';
import {
  answerProblem,
  followUpComponent,
  followUpVisible,
  questionComponent,
  type RendererRegistry,
} from '../renderer-registry';
import { ProgressHeader } from './progress-header';

type QuestionStepProps = {
  instrument: Instrument;
  state: FlowState;
  dispatch: Dispatch<FlowEvent>;
  registry: RendererRegistry;
  /** Back on the first question (the demographic flow returns to its welcome view). */
  onBackAtStart?: () => void;
  /** A failure to show under the question (e.g. a submit that failed). */
  error?: string | null;
};

/** One question of any instrument: progress, the question's component, its follow-up, Skip/Next. */
export function QuestionStep({ instrument, state, dispatch, registry, onBackAtStart, error }: QuestionStepProps) {
  const question = instrument.questions[state.index];
  const headingId = useId();
  const followUpId = useId();
  const errorId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = state.status === 'submitting';

  // Focus follows the question, so a screen reader reads the new question at once.
  useEffect(() => {
    headingRef.current?.focus();
  }, [state.index]);

  if (!question) return null;
  const value = state.answers[question.key] ?? null;
  const problem = answerProblem(question, value);
  const QuestionComponent = questionComponent(registry.questions, question);
  const followUp = question.follow_up;
  const FollowUpComponent = followUp ? followUpComponent(registry.followUps, followUp) : null;
  const showFollowUp = followUp !== null && followUpVisible(followUp, value);
  const total = instrument.questions.length;

  function answer(next: string | null) {
    if (!question) return;
    dispatch({ type: 'answer', key: question.key, value: next });
    if (followUp && !followUpVisible(followUp, next)) dispatch({ type: 'answer', key: followUp.key, value: null });
  }

  return (
    <div className="question-step">
      <ProgressHeader
        position={state.index + 1}
        total={total}
        onBack={() => (state.index === 0 ? onBackAtStart?.() : dispatch({ type: 'back' }))}
        backDisabled={busy || (state.index === 0 && !onBackAtStart)}
      />
      <div className="card question-card">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="question-card__text">
          <Markdown inline>{question.text}</Markdown>
        </h2>
        {question.sub_text ? <Markdown className="question-card__sub muted">{question.sub_text}</Markdown> : null}
        <QuestionComponent
          key={question.key}
          question={question}
          answers={answersOf(instrument, question.type === 'text' || question.type === 'date' ? '' : question.answer_set)}
          value={value}
          onChange={answer}
          labelledBy={headingId}
          error={problem}
          disabled={busy}
        />
        {showFollowUp && followUp && FollowUpComponent ? (
          <div className="follow-up">
            <p id={followUpId} className="follow-up__text">
              <Markdown inline>{followUp.text}</Markdown>
            </p>
            <FollowUpComponent
              key={followUp.key}
              followUp={followUp}
              answers={answersOf(instrument, followUp.type === 'text_field' ? '' : followUp.answer_set)}
              value={state.answers[followUp.key] ?? null}
              onChange={(next) => dispatch({ type: 'answer', key: followUp.key, value: next })}
              labelledBy={followUpId}
              disabled={busy}
            />
          </div>
        ) : null}
        <div id={errorId} className="question-card__error" role="alert">
          {problem ?? error ?? null}
        </div>
        {instrument.motivation && isMidpoint(state.index, total) ? (
          <div className="motivation" role="note">
            <Markdown>{instrument.motivation}</Markdown>
          </div>
        ) : null}
        <div className="button-row question-card__actions">
          {question.skippable ? (
            <Button variant="secondary" disabled={busy} onClick={() => dispatch({ type: 'skip' })}>
              {instrument.texts.skip}
            </Button>
          ) : null}
          <Button
            isLoading={busy}
            onClick={() => {
              if (!problem) dispatch({ type: 'next' });
            }}
          >
            {instrument.texts.next}
          </Button>
        </div>
      </div>
    </div>
  );
}
