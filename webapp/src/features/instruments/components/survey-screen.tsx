import '@/features/instruments/renderer.css';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Markdown } from '@/components/markdown';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { reportHref } from '@/features/reports/report-routes';
import { useSession } from '@/features/session/session-provider';
import { local } from '@/lib/storage';
import { startResponse, submitResponse } from '../api/instruments-api';
import type { Instrument } from '../api/instrument-schema';
import { flowReducer, initialFlowState } from '../flow/flow-machine';
import { defaultRegistry, type RendererRegistry } from '../renderer-registry';
import { QuestionStep } from './question-step';
import { WaitForSession } from './wait-for-session';

type Phase = { name: 'instructions' } | { name: 'questions'; responseId: string } | { name: 'done'; responseId: string };

type SurveyScreenProps = { instrument: Instrument; registry?: RendererRegistry };

/**
 * Any assessment instrument: instructions dialog (Start / Cancel), the questions one at a time,
 * submit after the last answer, then the thank-you screen with See Report.
 */
export function SurveyScreen({ instrument, registry = defaultRegistry }: SurveyScreenProps) {
  const navigate = useNavigate();
  const { state: session } = useSession();
  const [phase, setPhase] = useState<Phase>({ name: 'instructions' });
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [flow, dispatch] = useReducer(
    flowReducer,
    instrument.questions.map((question) => ({ key: question.key, skippable: question.skippable })),
    initialFlowState,
  );
  const submitted = useRef(false);
  const startButton = useRef<HTMLButtonElement>(null);

  async function start() {
    if (starting) return;
    setStarting(true);
    setError(null);
    try {
      const responseId = await startResponse(instrument.id);
      if (session.user) {
        local.setItem('respondentID', session.user.id);
        local.setItem('memberID', session.user.id);
      }
      setPhase({ name: 'questions', responseId });
    } catch {
      setError(instrument.texts.start_failed);
    } finally {
      setStarting(false);
    }
  }

  // Answering the last question submits (spec section 4); input is ignored meanwhile.
  useEffect(() => {
    if (flow.status !== 'complete' || phase.name !== 'questions' || submitted.current) return;
    submitted.current = true;
    dispatch({ type: 'submit' });
    const answers = Object.fromEntries(instrument.questions.map((q) => [q.key, flow.answers[q.key] ?? null]));
    submitResponse(phase.responseId, answers).then(
      () => setPhase({ name: 'done', responseId: phase.responseId }),
      () => {
        submitted.current = false;
        setError(instrument.texts.submit_failed);
        dispatch({ type: 'submitFailed' });
      },
    );
  }, [flow.status, flow.answers, phase, instrument.questions]);

  if (!session.user) return <WaitForSession title={instrument.title} />;

  if (phase.name === 'done') {
    return (
      <section className="page page--narrow" aria-labelledby="thank-you-title">
        <div className="card thank-you">
          <h1 id="thank-you-title" tabIndex={-1} ref={(element) => element?.focus()}>
            {instrument.texts.thank_you_title}
          </h1>
          <p>{instrument.texts.thank_you_body}</p>
          <Link className={buttonClass('primary')} to={reportHref(instrument, phase.responseId)}>
            {instrument.texts.see_report}
          </Link>
        </div>
      </section>
    );
  }

  return (
    <section className="page page--narrow" aria-labelledby="survey-title">
      <h1 id="survey-title" className="survey-title">
        {instrument.title}
      </h1>
      {phase.name === 'questions' ? (
        <QuestionStep instrument={instrument} state={flow} dispatch={dispatch} registry={registry} error={error} />
      ) : (
        <>
          <p className="muted">{error ?? 'Read the instructions to begin.'}</p>
          <Dialog
            open
            title="Instructions"
            onDismiss={() => void navigate(paths.dashboard.getHref())}
            initialFocusRef={startButton}
            actions={
              <>
                <Button variant="secondary" onClick={() => void navigate(paths.dashboard.getHref())}>
                  {instrument.texts.cancel}
                </Button>
                <button
                  ref={startButton}
                  type="button"
                  className={buttonClass('primary')}
                  aria-busy={starting || undefined}
                  onClick={() => void start()}
                >
                  {starting ? 'Starting…' : instrument.texts.start}
                </button>
              </>
            }
          >
            {instrument.instructions ? <Markdown>{instrument.instructions}</Markdown> : null}
            {error ? (
              <p className="form-alert form-alert--error" role="alert">
                {error}
              </p>
            ) : null}
          </Dialog>
        </>
      )}
    </section>
  );
}
