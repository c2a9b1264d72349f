import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { Instrument } from '@/features/instruments/api/instrument-schema';
import { SessionProvider } from '@/features/session/session-provider';
import { anonymousSession } from '@/testing/story-decorators';
import { scriptServer } from '@/testing/render-app';
import '../report.css';
import type { ReportData } from '../api/report-schema';
import { ReportContext, profileOf } from '../report-context';

/** Router and an anonymous session around a report block (once per story: the outermost). */
export const withReportShell: Decorator = (Story) => (
  <MemoryRouter>
    <SessionProvider initialState={anonymousSession}>
      <div className="report" style={{ maxWidth: '56rem' }}>
        <Story />
      </div>
    </SessionProvider>
  </MemoryRouter>
);

/** Draws a block inside a report of this instrument, as the report screen does. */
export function withReport(instrument: Instrument, report: ReportData): Decorator {
  return (Story) => (
    <ReportContext
      value={{ instrument, report, profile: profileOf(instrument, report), applyFilter: async () => undefined, filtering: false }}
    >
      <Story />
    </ReportContext>
  );
}

type Reply = { status: number; body?: unknown };

/** Answers the block's calls from a script instead of a server (`pending` never answers). */
export function withFakeServer(reply: (url: string) => Reply | 'pending'): Decorator {
  return (Story) => {
    scriptServer(({ url }) => {
      const answer = reply(url);
      return answer === 'pending' ? { status: 200, body: null } : answer;
    });
    const scripted = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      reply(String(input)) === 'pending' ? new Promise<Response>(() => undefined) : scripted(input, init)) as typeof fetch;
    return <Story />;
  };
}
