import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAt, scriptServer } from '@/testing/render-app';
import type { Instrument } from '../api/instrument-schema';
import { answer, emojiFollowUp, makeInstrument, optionsQuestion, textQuestion, texts } from '../testing/fixtures';
import { DemographicScreen } from './demographic-screen';

const profile: Instrument = makeInstrument({
  id: 'demographic',
  kind: 'profile',
  title: 'About You',
  description: 'A few short questions about you.',
  instructions: null,
  motivation: null,
  answer_sets: [
    { id: 'marital', answers: [answer('Single'), answer('Married')], source: null },
    { id: 'faces', answers: [answer('Content', null, '🙂'), answer('Neutral', null, '😐'), answer('Unhappy', null, '🙁')], source: null },
  ],
  questions: [
    { ...optionsQuestion, key: 'maritalStatus', text: 'What is your relationship status?', answer_set: 'marital', dimension: null, follow_up: emojiFollowUp },
    { ...textQuestion, key: 'fullName', text: 'What should we call you?', numeric: false, max_length: 100 },
  ],
  texts: {
    ...texts,
    start: 'Get a personalized report',
    cancel: 'Skip',
    next: 'Next',
    skip: 'Skip',
    thank_you_title: 'Almost there!',
    thank_you_body: 'Thank you for sharing your answers. We have a few more questions for you.',
    see_report: 'Continue',
  },
});

function render(stored: Record<string, string | null> | null, saveStatus = 201) {
  const requests = scriptServer(({ url }) => {
    if (url.includes('getDemographicById')) return { status: 200, body: { data: stored } };
    if (url.includes('createDemographic') || url.includes('updateDemographic')) {
      return saveStatus < 300 ? { status: saveStatus, body: { data: { maritalStatus: 'Married' } } } : { status: saveStatus, body: { error: 'down' } };
    }
    return { status: 404, body: { error: 'Not found' } };
  });
  renderAt(<DemographicScreen instrument={profile} />, { route: '/demographic', path: '/demographic' });
  return requests;
}

describe('DemographicScreen', () => {
  beforeEach(() => {
    window.localStorage.setItem('userId', 'user-1');
    window.localStorage.setItem('anonymous', 'true');
  });

  it('asks before skipping; Yes goes to /loneliness', async () => {
    const user = userEvent.setup();
    render(null);
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    const sure = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(sure).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/loneliness');
  });

  it('saves answers and follow-up answers under their own keys, then goes on', async () => {
    const user = userEvent.setup();
    const requests = render(null);
    await user.click(await screen.findByRole('button', { name: 'Get a personalized report' }));
    await user.click(screen.getByRole('radio', { name: 'Married' }));
    await user.click(screen.getByRole('radio', { name: /Unhappy/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: 'What should we call you?' }), 'Robin');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const almost = await screen.findByRole('alertdialog', { name: 'Almost there!' });
    expect(almost).toHaveTextContent('We have a few more questions for you.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/loneliness');
    const create = requests.find((request) => request.url.includes('createDemographic'));
    expect(create?.body).toEqual({ user_id: 'user-1', maritalStatus: 'Married', relationshipFeeling: 'Unhappy', fullName: 'Robin' });
  });

  it('prefills stored answers, updates them, and still goes on when saving fails', async () => {
    const user = userEvent.setup();
    const requests = render({ maritalStatus: 'Single', fullName: 'Sam' }, 500);
    await user.click(await screen.findByRole('button', { name: 'Get a personalized report' }));
    expect(await screen.findByRole('radio', { name: 'Single' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: 'What should we call you?' })).toHaveValue('Sam');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/loneliness');
    expect(requests.some((request) => request.url.includes('updateDemographic') && request.method === 'PATCH')).toBe(true);
  });

  it('Back on the first question returns to the welcome view; Back in the dialog reopens the last question', async () => {
    const user = userEvent.setup();
    render(null);
    await user.click(await screen.findByRole('button', { name: 'Get a personalized report' }));
    await user.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(screen.getByRole('button', { name: 'Get a personalized report' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get a personalized report' }));
    await user.click(screen.getByRole('radio', { name: 'Single' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByText('2 of 2')).toBeInTheDocument();
  });
});
