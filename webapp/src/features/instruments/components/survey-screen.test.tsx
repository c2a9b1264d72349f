import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt, scriptServer } from '@/testing/render-app';
import { makeScoredInstrument } from '../testing/fixtures';
import { SurveyScreen } from './survey-screen';

function signInAnonymously() {
  window.localStorage.setItem('userId', 'user-1');
  window.localStorage.setItem('guest', 'true');
  window.localStorage.setItem('anonymous', 'true');
  window.localStorage.setItem('accessToken', 'token');
}

const submitted = {
  id: 'resp-1',
  instrument: 'mini',
  status: 'submitted',
  outcome: { scores: { emotional: 6 }, levels: { emotional: 'moderate-high' }, profile: null },
};

async function answerAll(user: ReturnType<typeof userEvent.setup>) {
  for (const [index, answer] of ['Agree', 'Neutral', 'Disagree'].entries()) {
    await screen.findByText(`${index + 1} of 3`);
    await user.click(screen.getByRole('radio', { name: answer }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
  }
}

describe('SurveyScreen', () => {
  beforeEach(signInAnonymously);

  it('starts from the instructions, submits every item key and links the report', async () => {
    const user = userEvent.setup();
    const requests = scriptServer(({ url, method }) => {
      if (url.endsWith('/api/demographic/getDemographicById?userId=user-1')) return { status: 200, body: { data: null } };
      if (url.endsWith('/api/instruments/mini/responses') && method === 'POST') {
        return { status: 201, body: { id: 'resp-1', instrument: 'mini', status: 'started', createdAt: null } };
      }
      if (url.endsWith('/api/responses/resp-1') && method === 'PUT') return { status: 200, body: submitted };
      return { status: 404, body: { error: 'Not found' } };
    });
    renderAt(<SurveyScreen instrument={makeScoredInstrument()} />, { route: '/survey/mini', path: '/survey/:id' });
    const dialog = await screen.findByRole('dialog', { name: 'Instructions' });
    expect(dialog).toHaveTextContent('Please answer the following 3 statements.');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    // Back is ignored on the first question.
    expect(await screen.findByRole('button', { name: 'Previous question' })).toBeDisabled();
    await answerAll(user);
    expect(await screen.findByRole('heading', { name: 'Thank you for sharing your details with us!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Report' })).toHaveAttribute('href', '/report/mini/resp-1');
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toEqual({ answers: { i1: 'Agree', i2: 'Neutral', i3: 'Disagree' } });
    expect(window.localStorage.getItem('respondentID')).toBe('user-1');
  });

  it('says so when the survey cannot start', async () => {
    const user = userEvent.setup();
    scriptServer(({ url }) =>
      url.includes('/responses') ? { status: 500, body: { error: 'boom' } } : { status: 200, body: { data: null } },
    );
    renderAt(<SurveyScreen instrument={makeScoredInstrument()} />, { route: '/survey/mini', path: '/survey/:id' });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start the survey. Please try again.');
  });

  it("shows the instrument's own wording of the start failure", async () => {
    const user = userEvent.setup();
    scriptServer(({ url }) =>
      url.includes('/responses') ? { status: 500, body: { error: 'boom' } } : { status: 200, body: { data: null } },
    );
    const instrument = makeScoredInstrument();
    const texts = { ...instrument.texts, start_failed: 'Could not start the survey. Please try again.' };
    renderAt(<SurveyScreen instrument={{ ...instrument, texts }} />, { route: '/attachment', path: '/attachment' });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not start the survey. Please try again.');
  });

  it('keeps the answers and shows the submit failure, then retries', async () => {
    const user = userEvent.setup();
    let failSubmit = true;
    scriptServer(({ url, method }) => {
      if (url.endsWith('/api/instruments/mini/responses')) return { status: 201, body: { id: 'resp-1', instrument: 'mini', status: 'started', createdAt: null } };
      if (method === 'PUT') return failSubmit ? { status: 500, body: { error: 'down' } } : { status: 200, body: submitted };
      return { status: 200, body: { data: null } };
    });
    renderAt(<SurveyScreen instrument={makeScoredInstrument()} />, { route: '/survey/mini', path: '/survey/:id' });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await answerAll(user);
    expect(await screen.findByText('Failed to submit. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Disagree' })).toBeChecked();
    failSubmit = false;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'See Report' })).toBeInTheDocument());
  });

  it('Cancel on the instructions goes to the dashboard', async () => {
    const user = userEvent.setup();
    scriptServer(() => ({ status: 200, body: { data: null } }));
    renderAt(<SurveyScreen instrument={makeScoredInstrument()} />, { route: '/survey/mini', path: '/survey/:id' });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });
});
