import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';

const svgProps = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

const lockIcon = (
  <svg {...svgProps}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);
const clockIcon = (
  <svg {...svgProps}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </svg>
);
const personIcon = (
  <svg {...svgProps}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);

const expectations = [
  {
    icon: lockIcon,
    title: 'Safe & Secure',
    text: 'Your answers are stored securely and never shared with anyone. You decide whether to create an account.',
  },
  {
    icon: clockIcon,
    title: 'Quick',
    text: 'About 5-10 minutes: a few questions about you, then short questionnaires on how connected you feel.',
  },
  {
    icon: personIcon,
    title: 'Personalized',
    text: 'You get a personal report with insights, a comparison with other respondents and ideas for next steps.',
  },
] as const;

export function LandingPage() {
  return (
    <div className="page">
      <section className="hero" aria-labelledby="hero-title">
        <div>
          <h1 id="hero-title">Discover Your Social Wellness</h1>
          <p className="hero__lead">
            How connected do you feel? Take a short, confidential self-assessment of loneliness and
            relationship style, and receive a personalised report with insights you can act on.
          </p>
          <Link to={paths.privacyNotice.getHref()} className={buttonClass('primary')}>
            Take the survey
          </Link>
        </div>
      </section>

      <section aria-labelledby="expect-title">
        <h2 id="expect-title">Here&apos;s what to expect</h2>
        <ul className="expect-grid">
          {expectations.map((item) => (
            <li key={item.title} className="card">
              <span className="expect-card__icon" aria-hidden="true">
                {item.icon}
              </span>
              <h3>{item.title}</h3>
              <p className="muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="card disclaimer" aria-labelledby="disclaimer-title">
        <h2 id="disclaimer-title">Before you start</h2>
        <p>
          This screening uses a recognised assessment tool. It gives you an indication, not a
          diagnosis, and it does not replace an assessment by a health professional.
        </p>
        <p>
          If you are in crisis or your safety is at risk, contact your local emergency services
          now.
        </p>
      </section>

      <section className="card" aria-labelledby="ready-title">
        <h2 id="ready-title">Ready when you are</h2>
        <p className="muted">You can stop at any time. Answer honestly: there are no right or wrong answers.</p>
        <Link to={paths.privacyNotice.getHref()} className={buttonClass('primary')}>
          Take the survey
        </Link>
      </section>
    </div>
  );
}
