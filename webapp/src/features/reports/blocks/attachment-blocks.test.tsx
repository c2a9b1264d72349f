import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt, scriptServer } from '@/testing/render-app';
import type { ReportData } from '../api/report-schema';
import { ReportContent } from '../components/report-content';
import { dimension, groupComparison, makeAttachmentInstrument, makeAttachmentReport } from '../testing/fixtures';
import { NOT_AVAILABLE_YET } from './comparison-texts';

type Reply = { status: number; body?: unknown };

function show(report: ReportData, replies: { comparison?: Reply; email?: Reply } = {}) {
  const requests = scriptServer(({ url }) => {
    if (url.includes('/comparison')) return replies.comparison ?? { status: 200, body: groupComparison };
    if (url.includes('/report/email')) return replies.email ?? { status: 200, body: { success: true, message: 'Your personalized report has been sent to your E-mail' } };
    return { status: 200, body: { data: null } };
  });
  renderAt(<ReportContent instrument={makeAttachmentInstrument()} report={report} />, { route: '/attachmentReport', path: '/attachmentReport' });
  return requests;
}

describe('attachment report blocks', () => {
  beforeEach(() => {
    window.localStorage.setItem('userId', 'user-1');
  });

  it('shows the style and both scores with two decimals', async () => {
    show(makeAttachmentReport());
    expect(await screen.findByText('High Anxiety & Low Avoidance')).toBeInTheDocument();
    expect(screen.getByText('77.78%')).toBeInTheDocument();
    expect(screen.getByText('41.20%')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Attachment Anxiety' })).toHaveAttribute('aria-valuetext', '77.78%, High');
  });

  it('shows both percentiles from the server', async () => {
    show(makeAttachmentReport());
    expect(await screen.findByText('You scored higher than 82% of people')).toBeInTheDocument();
    expect(await screen.findByText('You scored higher than 65% of people')).toBeInTheDocument();
  });

  it('never shows a default percentile when no comparison is available', async () => {
    const unavailable = { population: null, basis: 'unavailable' as const };
    show(makeAttachmentReport({ dimensions: { anxiety: dimension(unavailable), avoidance: dimension(unavailable) } }), {
      comparison: {
        status: 200,
        body: {
          group: 'gender',
          groupValue: null,
          dimensions: { anxiety: { percentile: null, userPercentage: 77.78, comparisonGroupSize: 3, comparisonMean: null, basis: 'unavailable' } },
          message: null,
        },
      },
    });
    await waitFor(() => expect(screen.getAllByText(NOT_AVAILABLE_YET)).toHaveLength(2));
    expect(screen.queryByText(/You scored higher than/)).not.toBeInTheDocument();
    expect(screen.queryByText(/20%|25%/)).not.toBeInTheDocument();
  });

  it('asks for a group, then shows percentile, percentage, group size and mean', async () => {
    const user = userEvent.setup();
    show(makeAttachmentReport());
    await user.click(await screen.findByRole('button', { name: 'Apply filter' }));
    expect(screen.getByText('Please select a comparison group')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Personalize your scores' }), 'Gender');
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    const result = await screen.findByRole('heading', { name: 'Attachment Anxiety', level: 3 });
    const anxiety = result.parentElement as HTMLElement;
    expect(within(anxiety).getByText('Higher than 65% of the group')).toBeInTheDocument();
    expect(within(anxiety).getByText('140 people')).toBeInTheDocument();
    expect(within(anxiety).getByText('63.12%')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('sampleData') ?? 'null')).toMatchObject({ group: 'gender' });
  });

  it.each([
    [{ status: 404, body: { error: 'Data not found' } }, 'Data not found'],
    [{ status: 400, body: { error: 'Unknown comparison group' } }, 'Unknown comparison group'],
    [{ status: 500, body: null }, 'Failed to load comparison data'],
    [{ status: 200, body: { group: 'gender', groupValue: null, dimensions: {}, message: null } }, 'No comparison data received'],
  ])('shows the comparison error for %j', async (reply, text) => {
    const user = userEvent.setup();
    show(makeAttachmentReport(), { comparison: reply });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Personalize your scores' }), 'Age');
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(await screen.findByText(text, { selector: '[role="alert"]' })).toBeInTheDocument();
  });

  it('continues to the next steps and sends the report by e-mail', async () => {
    const user = userEvent.setup();
    const requests = show(makeAttachmentReport());
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('heading', { name: 'Your Personalized Report', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Next Steps for You')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the report to my e-mail' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your e-mail address'), 'robin@example.org');
    await user.click(screen.getByRole('button', { name: 'Send the report to my e-mail' }));
    const sent = await screen.findByRole('dialog', { name: 'Email sent!' });
    expect(sent).toHaveTextContent('Your personalized report has been sent to your E-mail');
    await user.click(within(sent).getByRole('button', { name: 'OK' }));
    const body = requests.find((request) => request.url.includes('/report/email'))?.body as { email: string; reportData: Record<string, unknown> };
    expect(body.email).toBe('robin@example.org');
    expect(body.reportData).toMatchObject({ anxietyLevel: 'High', anxietyPercentage: 77.78, anxietyPercentile: 81.5 });
  });

  it.each([
    [{ status: 429, body: { success: false, error: 'You have asked for your report by e-mail too often.' } }, 'You have asked for your report by e-mail too often.'],
    [{ status: 502, body: null }, 'An error occurred while sending the report.'],
  ])('shows the send failure for %j', async (reply, text) => {
    const user = userEvent.setup();
    show(makeAttachmentReport(), { email: reply });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Your e-mail address'), 'robin@example.org');
    await user.click(screen.getByRole('button', { name: 'Send the report to my e-mail' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('opens the interpretation and data protection notes', async () => {
    const user = userEvent.setup();
    show(makeAttachmentReport());
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Data Protection' }));
    expect(screen.getByRole('dialog', { name: 'Data Protection' })).toHaveTextContent('used only to send this report');
  });
});
