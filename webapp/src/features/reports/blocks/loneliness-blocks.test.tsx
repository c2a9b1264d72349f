import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, optionsQuestion } from '@/features/instruments/testing/fixtures';
import { renderAt, scriptServer } from '@/testing/render-app';
import type { ReportData } from '../api/report-schema';
import { ReportContent } from '../components/report-content';
import { dimension, makeReport, makeReportInstrument, makeUnavailableReport } from '../testing/fixtures';
import { NOT_AVAILABLE_YET } from './comparison-texts';

const profileInstrument = {
  id: 'demographic',
  kind: 'profile',
  questions: [{ ...optionsQuestion, key: 'ageClass', text: 'How old are you?', answer_set: 'ageClass', dimension: null }],
  answer_sets: [{ id: 'ageClass', answers: [answer('18-25'), answer('26-35')], source: null }],
};

function serveProfile() {
  return scriptServer(({ url }) => {
    if (url.endsWith('/api/instruments')) {
      return {
        status: 200,
        body: { data: [{ id: 'demographic', kind: 'profile', title: 'About You', description: '', estimated_minutes: 3, route: '/demographic', report_route: null, question_count: 1 }] },
      };
    }
    if (url.endsWith('/api/instruments/demographic')) {
      // Only the parts the filter panel reads are checked; fill the rest from the fixture shape.
      const full = { ...makeReportInstrument(), ...profileInstrument, report: null, population: null };
      return { status: 200, body: full };
    }
    return { status: 200, body: { data: null } };
  });
}

function show(report: ReportData, loadReport = vi.fn<(id: string, filter: Record<string, string>) => Promise<ReportData>>()) {
  renderAt(<ReportContent instrument={makeReportInstrument()} report={report} loadReport={loadReport} />, { route: '/report/resp-1', path: '/report/:id' });
  return loadReport;
}

describe('loneliness report blocks', () => {
  beforeEach(() => {
    window.localStorage.setItem('userId', 'user-1');
    serveProfile();
  });

  it('draws the two rings with the score as a share of the maximum and the level', async () => {
    show(makeReport());
    const emotional = await screen.findByRole('figure', { name: 'Emotional Loneliness' });
    expect(emotional).toHaveTextContent('6 / 9');
    expect(emotional).toHaveTextContent('66.67%');
    expect(emotional).toHaveTextContent('Moderately high');
    expect(screen.getByRole('figure', { name: 'Social Loneliness' })).toHaveTextContent('44.44%');
  });

  it('fills the verdict from the levels and colours it amber, or red when any level is high', async () => {
    show(makeReport());
    const verdict = (await screen.findByText('Moderately high Emotional & Moderately low Social Loneliness')).closest('section');
    expect(verdict).toHaveClass('verdict--amber');
    expect(screen.getByRole('heading', { name: 'Partly Connected' })).toBeInTheDocument();
  });

  it('verdict is red when a level is high', async () => {
    show(makeReport({ dimensions: { emotional: dimension({ colour: 'red', levelLabel: 'High' }), social: dimension({ colour: 'green', levelLabel: 'Low' }) } }));
    expect((await screen.findByText('High Emotional & Low Social Loneliness')).closest('section')).toHaveClass('verdict--red');
  });

  it('compares with the population: result, coloured sentence, mean and standard deviation', async () => {
    show(makeReport());
    expect(await screen.findByText('Result: Moderately high')).toBeInTheDocument();
    const sentence = screen.getByText(/Your emotional loneliness score is moderately high/);
    expect(sentence).toHaveClass('level-sentence--amber');
    expect(sentence).toHaveTextContent('within the average range, above the average for everyone who has taken the survey (812 people)');
    expect(screen.getByText('Mean 5.2 · Standard deviation 1.4')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Social Loneliness' }));
    expect(screen.getByText(/Your social loneliness score is moderately low: below the average range/)).toBeInTheDocument();
  });

  it('says a comparison is not available yet instead of showing numbers', async () => {
    show(makeUnavailableReport());
    expect(await screen.findByText(NOT_AVAILABLE_YET)).toBeInTheDocument();
    expect(screen.queryByText(/^Result:/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Mean/)).not.toBeInTheDocument();
    expect(screen.getByText(/your level is read from fixed ranges/)).toBeInTheDocument();
  });

  it('filters through the panel, reloads with the chosen values and shows the fallback message', async () => {
    const user = userEvent.setup();
    const fallback = 'No data for selected filter — defaulting to general population data instead.';
    const loadReport = show(makeReport());
    loadReport.mockResolvedValue(makeReport({ filter: { ageClass: '26-35' }, message: fallback }));
    const button = await screen.findByRole('button', { name: 'Select Demographic Group' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const panel = screen.getByRole('dialog', { name: 'Select Demographic Group' });
    await user.click(within(panel).getByRole('button', { name: 'Age' }));
    await user.click(within(panel).getByRole('button', { name: '26-35' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply Filters' }));
    expect(loadReport).toHaveBeenCalledWith('resp-1', { ageClass: '26-35' });
    expect(await screen.findByText(fallback)).toBeInTheDocument();
    expect(screen.getByText('Filter: Age 26-35')).toBeInTheDocument();
  });

  it('shows four insight cards per tab, research points, courses and the dashboard link', async () => {
    const user = userEvent.setup();
    show(makeReport());
    const insights = await screen.findByRole('region', { name: 'Score Insights' });
    expect(within(insights).getAllByRole('article')).toHaveLength(4);
    await user.click(within(insights).getByRole('tab', { name: 'Workplace' }));
    expect(within(insights).getByRole('heading', { name: 'Job satisfaction' })).toBeInTheDocument();
    expect(within(insights).getAllByRole('article')).toHaveLength(4);
    expect(screen.getByText('Small contacts add up (Sandstrom & Dunn, 2014).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Learn More/ })).toHaveAttribute('href', 'https://www.socialwellness.example/courses/connection-starters');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('opens the help pop-up as a dialog with the Markdown text', async () => {
    const user = userEvent.setup();
    show(makeReport());
    await user.click(await screen.findByRole('button', { name: 'About Your Scores' }));
    const help = screen.getByRole('dialog', { name: 'Your Scores' });
    expect(within(help).getByText('How to read your scores').tagName).toBe('STRONG');
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
