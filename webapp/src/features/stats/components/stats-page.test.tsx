import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderAt, scriptServer } from '@/testing/render-app';
import { StatsPage, StatsView } from './stats-page';

const counts = (n: number) => ({ loneliness: n, attachment: n + 1, all: 2 * n + 1 });
const data = {
  counts: { total: counts(40), last24Hours: counts(1), last7Days: counts(5), last30Days: counts(12), last12Months: counts(30) },
  dropped: null,
  recent: [
    {
      member_id: 'm1',
      email: 'robin@example.org',
      createdAt: '2026-11-20T08:00:00Z',
      lastLonelinessSurveyDate: '2026-11-20T09:00:00Z',
      lastAttachmentSurveyDate: null,
      lastLonelinessScorePercentage: 61.11,
    },
  ],
};

describe('StatsView', () => {
  it('switches the period and shows N/A where a number is unknown', async () => {
    render(
      <MemoryRouter>
        <StatsView data={data} loading={false} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Loneliness Responses').nextSibling).toHaveTextContent('40');
    expect(screen.getByText('Dropped Survey').nextSibling).toHaveTextContent('N/A');
    await userEvent.setup().click(screen.getByRole('button', { name: '7 Days' }));
    expect(screen.getByRole('button', { name: '7 Days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Total Responses').nextSibling).toHaveTextContent('11');
    const row = screen.getByRole('row', { name: /robin@example.org/ });
    expect(row).toHaveTextContent('61.11%');
    expect(row).toHaveTextContent('N/A');
  });
});

describe('StatsPage', () => {
  it('tells a non-operator that the page is not allowed', async () => {
    window.localStorage.setItem('userId', 'user-1');
    scriptServer(({ url }) =>
      url.endsWith('/api/me') ? { status: 200, body: { id: 'user-1', email: null, role: 'user', kind: 'anonymous' } } : { status: 200, body: { data: null } },
    );
    renderAt(<StatsPage />, { route: '/stats', path: '/stats' });
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeInTheDocument();
  });

  it('loads the numbers for an operator', async () => {
    window.localStorage.setItem('userId', 'op-1');
    scriptServer(({ url }) => {
      if (url.endsWith('/api/me')) return { status: 200, body: { id: 'op-1', email: 'op@example.org', role: 'operator', kind: 'registered' } };
      if (url.endsWith('/api/getResponseCount')) return { status: 200, body: { data: data.counts } };
      if (url.endsWith('/api/getRecentUsers')) return { status: 200, body: { data: data.recent } };
      if (url.endsWith('/api/getDroppedSurveys')) return { status: 200, body: { count: { totalDropped: 7 } } };
      return { status: 200, body: { data: null } };
    });
    renderAt(<StatsPage />, { route: '/stats', path: '/stats' });
    expect(await screen.findByRole('heading', { name: 'Survey Stats' })).toBeInTheDocument();
    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /robin@example.org/ })).toBeInTheDocument();
  });
});
