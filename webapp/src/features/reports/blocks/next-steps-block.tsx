import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { local } from '@/lib/storage';
import { sendReportEmail } from '../api/reports-api';
import { BlockFrame } from '../components/block-frame';
import { InfoPopup } from '../components/info-popup';
import { useReport } from '../report-context';
import type { BlockProps } from './block-props';
import { CourseCards } from './course-cards';
import { EMAIL_TEXTS, emailErrorText, emailReportData } from './report-email';

function EmailForm() {
  const { instrument, report, profile } = useReport();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState(local.getItem('email') ?? '');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    setError(null);
    if (!email.trim()) {
      setError(EMAIL_TEXTS.invalid);
      return;
    }
    setSending(true);
    try {
      await sendReportEmail(email.trim(), emailReportData(instrument, report, profile));
      setSent(true);
    } catch (problem) {
      setError(emailErrorText(problem));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="email-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={inputId} className="field__label">
        Your e-mail address
      </label>
      <div className="email-form__row">
        <input
          id={inputId}
          className="input"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Sending...' : 'Send the report to my e-mail'}
        </Button>
      </div>
      <p id={errorId} role="alert" className="field__error">
        {error}
      </p>
      <Dialog
        open={sent}
        title={EMAIL_TEXTS.sentTitle}
        onDismiss={() => setSent(false)}
        actions={<Button onClick={() => setSent(false)}>OK</Button>}
      >
        <p>{EMAIL_TEXTS.sentBody}</p>
      </Dialog>
    </form>
  );
}

/** `next_steps`: course cards, the report by e-mail, and the info notes. */
export function NextStepsBlock({ block }: BlockProps<'next_steps'>) {
  const { instrument } = useReport();
  const courses = block.courses.flatMap((id) => instrument.courses.filter((course) => course.id === id));
  return (
    <BlockFrame title={block.title} help={block.help}>
      <CourseCards courses={courses} />
      {block.email ? <EmailForm /> : null}
      {block.notes.length > 0 ? (
        <div className="button-row notes-row">
          {block.notes.map((note) => (
            <InfoPopup key={note.label} title={note.label} content={note.text} asButton />
          ))}
        </div>
      ) : null}
    </BlockFrame>
  );
}
