import '@/features/reports/report.css';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSession } from '@/features/session/session-provider';
import {
  getDroppedSurveys,
  getMe,
  getRecentUsers,
  getResponseCount,
  type PeriodKey,
  type RecentUser,
  type ResponseCounts,
} from '../api/stats-api';

export const periods: readonly { key: PeriodKey; label: string }[] = [
  { key: 'total', label: 'Total' },
  { key: 'last24Hours', label: 'Last 24h' },
  { key: 'last7Days', label: '7 Days' },
  { key: 'last30Days', label: '30 Days' },
  { key: 'last12Months', label: '12 Months' },
];

export type StatsData = { counts: ResponseCounts | null; dropped: number | null; recent: RecentUser[] };

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const formatDate = (value: string | null) => (value ? dateFormat.format(new Date(value)) : 'N/A');

export function StatsView({ data, loading }: { data: StatsData; loading: boolean }) {
  const [period, setPeriod] = useState<PeriodKey>('total');
  const counts = data.counts?.[period];
  const cards = [
    { label: 'Loneliness Responses', value: counts?.loneliness },
    { label: 'Attachment Responses', value: counts?.attachment },
    { label: 'Total Responses', value: counts?.all },
    { label: 'Dropped Survey', value: data.dropped ?? undefined },
  ];
  return (
    <>
      <div className="period-filter" role="group" aria-label="Time period">
        {periods.map((item) => (
          <button
            key={item.key}
            type="button"
            className={buttonClass(item.key === period ? 'primary' : 'secondary', 'button--small')}
            aria-pressed={item.key === period}
            onClick={() => setPeriod(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {loading ? <p role="status">Loading...</p> : null}
      <div className="stat-cards">
        {cards.map((card) => (
          <div key={card.label} className="card stat-card">
            <p className="stat-card__label">{card.label}</p>
            <p className="stat-card__value">{card.value ?? 'N/A'}</p>
          </div>
        ))}
      </div>
      <h2>Recent Users</h2>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Recent Users">
        <table className="stats-table">
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Last Loneliness Survey</th>
              <th scope="col">Last Attachment Survey</th>
              <th scope="col">Loneliness Score</th>
            </tr>
          </thead>
          <tbody>
            {data.recent.map((user) => (
              <tr key={user.member_id}>
                <td>{user.email ?? 'Anonymous User'}</td>
                <td>{formatDate(user.lastLonelinessSurveyDate)}</td>
                <td>{formatDate(user.lastAttachmentSurveyDate)}</td>
                <td>{user.lastLonelinessScorePercentage === null ? 'N/A' : `${user.lastLonelinessScorePercentage.toFixed(2)}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function NotAllowed() {
  return (
    <section className="page page--narrow" aria-labelledby="not-allowed-title">
      <h1 id="not-allowed-title">Not allowed</h1>
      <p>The survey statistics are for survey operators only. Your account does not have the operator role.</p>
      <Link className={buttonClass('primary')} to={paths.dashboard.getHref()}>
        Back to Dashboard
      </Link>
    </section>
  );
}

type Access = 'checking' | 'operator' | 'denied';

/** /stats: the operator dashboard; everyone else gets a clear 'not allowed' page. */
export function StatsPage() {
  const { state: session } = useSession();
  const [access, setAccess] = useState<Access>('checking');
  const [loading, setLoading] = useState(true);
  const [data, setData] = useState<StatsData>({ counts: null, dropped: null, recent: [] });
  const userId = session.user?.id ?? null;

  useEffect(() => {
    if (!userId) {
      setAccess('denied');
      return;
    }
    let current = true;
    getMe().then(
      (me) => current && setAccess(me.role === 'operator' ? 'operator' : 'denied'),
      () => current && setAccess('denied'),
    );
    return () => {
      current = false;
    };
  }, [userId]);

  useEffect(() => {
    if (access !== 'operator') return;
    let current = true;
    // Spec section 8: stats fetch errors are logged only; what did arrive is shown.
    const logged = <T,>(promise: Promise<T>, fallback: T) =>
      promise.catch((error: unknown) => {
        console.error('Loading statistics failed', error);
        return fallback;
      });
    void Promise.all([
      logged(getResponseCount(), null),
      logged(getDroppedSurveys(), null),
      logged(getRecentUsers(), []),
    ]).then(([counts, dropped, recent]) => {
      if (!current) return;
      setData({ counts, dropped, recent });
      setLoading(false);
    });
    return () => {
      current = false;
    };
  }, [access]);

  if (access === 'checking') return <p className="page" role="status">Loading...</p>;
  if (access === 'denied') return <NotAllowed />;
  return (
    <section className="page" aria-labelledby="stats-title">
      <h1 id="stats-title">Survey Stats</h1>
      <StatsView data={data} loading={loading} />
    </section>
  );
}
