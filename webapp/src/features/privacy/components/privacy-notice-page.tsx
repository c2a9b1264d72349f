import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDemographic } from '@/features/demographics/demographic-provider';
import { ConsentDialog } from './consent-dialog';

export function PrivacyNoticeContent() {
  return (
    <div className="prose">
      <p>
        This notice explains what we collect when you take the survey, why, and the rights you have
        under the EU General Data Protection Regulation (GDPR).
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Your answers to the background questions (for example age range or employment), all optional.</li>
        <li>Your answers to the loneliness and attachment-style questionnaires and the scores computed from them.</li>
        <li>If you create an account: your e-mail address and a securely hashed password.</li>
      </ul>
      <h2>Why we collect it</h2>
      <p>
        To compute your personal report and to compare it, anonymously, with other respondents. The legal
        basis is your consent, which you give on the next step and can withdraw at any time.
      </p>
      <h2>Who sees it</h2>
      <p>
        Nobody else sees your individual answers. Comparisons use counts over many respondents; a group
        is only shown when it is large enough that no individual can be recognised. We do not sell or
        share your data.
      </p>
      <h2>Your rights</h2>
      <p>
        You can see and correct your profile on your dashboard, delete single reports, or delete your
        account with everything it answered. You may also lodge a complaint with your data protection
        authority.
      </p>
      <h2>Terms of use</h2>
      <p>
        The survey is a self-assessment for adults. It does not give a diagnosis and does not replace
        professional advice. In an emergency, contact your local emergency services.
      </p>
    </div>
  );
}

export function PrivacyNoticePage() {
  const navigate = useNavigate();
  const { demographic, loaded, reload } = useDemographic();
  const [confirming, setConfirming] = useState(false);

  async function start() {
    setConfirming(false);
    const record = demographic ?? (loaded ? null : await reload());
    void navigate(record ? paths.loneliness.getHref() : paths.demographic.getHref());
  }

  return (
    <section className="page page--narrow" aria-labelledby="privacy-title">
      <div className="card">
        <h1 id="privacy-title">Privacy Notice</h1>
        <PrivacyNoticeContent />
        <div className="button-row">
          <Button onClick={() => setConfirming(true)}>Next</Button>
        </div>
      </div>
      <ConsentDialog open={confirming} onConfirm={() => void start()} onCancel={() => setConfirming(false)} />
    </section>
  );
}
