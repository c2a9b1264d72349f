import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { rememberReport } from '../device-storage';
import { makeAttachmentReport, makeReport } from '../testing/fixtures';
import { PersonalizedReportPage } from './personalized-report-page';

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <PersonalizedReportPage />
    </MemoryRouter>,
  );
}

describe('PersonalizedReportPage', () => {
  it('lists loneliness reports viewed on this device (typo fixed in the title) and deletes them all', async () => {
    rememberReport(makeReport(), new Date('2026-11-20T09:30:00Z'));
    rememberReport(makeReport(), new Date('2026-11-21T09:30:00Z'));
    renderAt('/personalizedReport?type=lonliness');
    expect(screen.getByRole('heading', { name: 'Loneliness Reports' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Loneliness Report' });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/report/resp-1');
    expect(window.localStorage.getItem('emotionalPercentage')).toBe('66.67');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete Report' }));
    expect(screen.getByText('You have no reports yet')).toBeInTheDocument();
    expect(window.localStorage.getItem('lonlinessreport')).toBeNull();
  });

  it('shows attachment reports for any other type, or the empty state', () => {
    renderAt('/personalizedReport?type=attachment');
    expect(screen.getByRole('heading', { name: 'Attachment Reports' })).toBeInTheDocument();
    expect(screen.getByText('You have no reports yet')).toBeInTheDocument();
  });

  it('keeps attachment reports under attachmentsreport', () => {
    rememberReport(makeAttachmentReport());
    renderAt('/personalizedReport');
    expect(screen.getByRole('link', { name: 'Attachment Report' })).toHaveAttribute('href', '/attachmentReport?id=att-1');
    expect(JSON.parse(window.localStorage.getItem('attachmentsreport') ?? '[]')).toHaveLength(1);
  });
});
