import { useEffect, useReducer, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { createDemographic } from '@/features/demographics/api/create-demographic';
import type { DemographicRecord } from '@/features/demographics/api/demographic-schema';
import { updateDemographic } from '@/features/demographics/api/update-demographic';
import { useDemographic } from '@/features/demographics/demographic-provider';
import { useSession } from '@/features/session/session-provider';
import type { Instrument } from '../api/instrument-schema';
import { flowReducer, initialFlowState, type Answers } from '../flow/flow-machine';
import { defaultRegistry, type RendererRegistry } from '../renderer-registry';
import { QuestionStep } from './question-step';
import { WaitForSession } from './wait-for-session';

/** Every key the profile instrument asks: its questions and their follow-ups. */
export function profileKeys(instrument: Instrument): string[] {
  return instrument.questions.flatMap((q) => (q.follow_up ? [q.key, q.follow_up.key] : [q.key]));
}

/** Stored demographics as answers (numbers as text; empty values dropped). */
export function answersFromRecord(instrument: Instrument, record: DemographicRecord | null): Answers {
  if (!record) return {};
  const answers: Record<string, string> = {};
  for (const key of profileKeys(instrument)) {
    const value = record[key];
    if (value !== null && value !== undefined && String(value) !== '') answers[key] = String(value);
  }
  return answers;
}

type DemographicScreenProps = { instrument: Instrument; registry?: RendererRegistry; nextHref?: string };

/**
 * The profile instrument (spec section 2, /demographic): welcome with start or skip, questions
 * one at a time prefilled from stored demographics, the 'Almost there!' dialog, save, go on.
 */
export function DemographicScreen({ instrument, registry = defaultRegistry, nextHref = paths.loneliness.getHref() }: DemographicScreenProps) {
  const navigate = useNavigate();
  const { state: session } = useSession();
  const { demographic, setDemographic } = useDemographic();
  const [view, setView] = useState<'welcome' | 'questions'>('welcome');
  const [confirmSkip, setConfirmSkip] = useState(false);
  const [saving, setSaving] = useState(false);
  const [flow, dispatch] = useReducer(
    flowReducer,
    instrument.questions.map((question) => ({ key: question.key, skippable: question.skippable })),
    (questions) => initialFlowState(questions, answersFromRecord(instrument, demographic)),
  );

  useEffect(() => {
    if (demographic) dispatch({ type: 'prefill', answers: answersFromRecord(instrument, demographic) });
  }, [demographic, instrument]);

  async function save() {
    if (saving || !session.user) return;
    setSaving(true);
    const fields = Object.fromEntries(profileKeys(instrument).map((key) => [key, flow.answers[key] ?? null]));
    try {
      if (demographic) {
        setDemographic(await updateDemographic(session.user.id, fields));
      } else {
        const answered = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
        setDemographic(await createDemographic(session.user.id, answered));
      }
    } catch (error) {
      // Spec section 8: a failed save is logged only; the visitor goes on to the survey.
      console.error('Saving the demographic answers failed', error);
    } finally {
      setSaving(false);
      void navigate(nextHref);
    }
  }

  if (!session.user) return <WaitForSession title={instrument.title} />;

  return (
    <section className="page page--narrow" aria-labelledby="demographic-title">
      <h1 id="demographic-title" className={view === 'questions' ? 'survey-title' : undefined}>
        {instrument.title}
      </h1>
      {view === 'welcome' ? (
        <div className="card welcome">
          <Markdown>{instrument.description}</Markdown>
          {instrument.instructions ? <Markdown className="muted">{instrument.instructions}</Markdown> : null}
          <div className="button-row">
            <Button variant="secondary" onClick={() => setConfirmSkip(true)}>
              {instrument.texts.cancel}
            </Button>
            <Button onClick={() => setView('questions')}>{instrument.texts.start}</Button>
          </div>
        </div>
      ) : (
        <QuestionStep
          instrument={instrument}
          state={flow}
          dispatch={dispatch}
          registry={registry}
          onBackAtStart={() => setView('welcome')}
        />
      )}
      <ConfirmDialog
        open={confirmSkip}
        title="Are you sure?"
        confirmLabel="Yes"
        cancelLabel="Back"
        onConfirm={() => void navigate(nextHref)}
        onCancel={() => setConfirmSkip(false)}
      >
        <p>Without these answers your report compares you with everyone who has taken the survey.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={flow.status === 'complete'}
        title={instrument.texts.thank_you_title}
        confirmLabel={instrument.texts.see_report}
        cancelLabel="Back"
        isConfirming={saving}
        onConfirm={() => void save()}
        onCancel={() => dispatch({ type: 'reopen' })}
      >
        <p>{instrument.texts.thank_you_body}</p>
      </ConfirmDialog>
    </section>
  );
}
