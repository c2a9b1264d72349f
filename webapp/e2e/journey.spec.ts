import { expect, test, type Page } from '@playwright/test';
import {
  answerAndNext,
  continueAnonymously,
  e2eDatabaseUrl,
  expectNoHorizontalOverflow,
  keepScreenshot,
} from './journey-support';
import { seedPopulation } from './journey-support';
import { expectNoAxeViolations } from './support';

// The whole journey of a new visitor, against the real server with a seeded population:
// landing -> privacy -> demographic -> loneliness -> report (with a filter) -> attachment ->
// report -> e-mail -> dashboard. Once at desktop width and once at phone width.
test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.beforeAll(() => {
  seedPopulation(300, e2eDatabaseUrl());
});

async function privacyToDemographic(page: Page, label: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Discover Your Social Wellness' })).toBeVisible();
  await expectNoAxeViolations(page, `${label} /`);
  await page.getByRole('link', { name: 'Take the survey' }).first().click();
  await expect(page).toHaveURL(/\/privacy-notice$/);
  await expectNoAxeViolations(page, `${label} /privacy-notice`);
  await page.getByRole('button', { name: 'Next' }).click();
  const consent = page.getByRole('dialog', { name: 'Before you begin' });
  await consent.getByLabel('I confirm that I am 18 years of age or older.').check();
  await consent.getByLabel(/participating voluntarily/).check();
  await consent.getByRole('button', { name: 'Confirm and continue' }).click();
  await expect(page).toHaveURL(/\/demographic$/);
}

async function demographic(page: Page, label: string) {
  await expectNoAxeViolations(page, `${label} guest prompt on /demographic`);
  await continueAnonymously(page);
  await expect(page.getByRole('heading', { name: 'About You' })).toBeVisible();
  await expectNoAxeViolations(page, `${label} /demographic welcome`);

  // Skip asks first; Back keeps the visitor here.
  await page.getByRole('button', { name: 'Skip' }).click();
  const sure = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(sure).toBeVisible();
  await sure.getByRole('button', { name: 'Back' }).click();
  await expect(sure).toBeHidden();

  await page.getByRole('button', { name: 'Get a personalized report' }).click();
  const total = 14;
  // 1 name (text)
  await expect(page.getByText(`1 of ${total}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What should we call you?' })).toBeFocused();
  await page.getByRole('textbox', { name: 'What should we call you?' }).fill('Alex');
  await page.getByRole('button', { name: 'Next' }).click();
  // 2 gender: Next without an answer does nothing.
  await expect(page.getByText(`2 of ${total}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(`2 of ${total}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  await answerAndNext(page, 'Female', 2, total);
  // The back arrow returns with the answer kept.
  await page.getByRole('button', { name: 'Previous question' }).click();
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await answerAndNext(page, '26-35', 3, total);
  // 4 relationship status with the three-face follow-up
  await page.getByRole('radio', { name: 'Married' }).check();
  await expect(page.getByRole('radiogroup', { name: 'How do you feel about your relationship status?' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Content/ })).toBeVisible();
  await page.getByRole('radio', { name: /Content/ }).check();
  await expectNoAxeViolations(page, `${label} /demographic question with emoji follow-up`);
  await page.getByRole('button', { name: 'Next' }).click();
  // 5 nationality: searchable country list
  await expect(page.getByText(`5 of ${total}`, { exact: true })).toBeVisible();
  const nationality = page.getByRole('combobox', { name: 'What is your nationality?' });
  await nationality.fill('zzzz');
  await expect(page.getByText('No countries found')).toBeVisible();
  await nationality.fill('Germ');
  await page.getByRole('option', { name: /Germany/ }).click();
  await expectNoAxeViolations(page, `${label} /demographic country picker`);
  await page.getByRole('button', { name: 'Next' }).click();
  // 6 country of residence, by keyboard
  const residence = page.getByRole('combobox', { name: 'Which country do you live in?' });
  await residence.fill('Fran');
  await expect(page.getByRole('option', { name: /France/ })).toBeVisible();
  await residence.press('ArrowDown');
  await residence.press('Enter');
  await expect(residence).toHaveValue('France');
  await page.getByRole('button', { name: 'Next' }).click();
  // 7 household size: skippable; mid-point motivation shows here (round(14 / 2) = 7).
  await expect(page.getByText(`7 of ${total}`, { exact: true })).toBeVisible();
  await expect(page.getByText(/You are halfway there/)).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  // 8 children with a dropdown follow-up
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByRole('combobox', { name: 'Do your children live with you?' }).selectOption('Some of them');
  await page.getByRole('button', { name: 'Next' }).click();
  // 9 education (select)
  await page.getByRole('combobox', { name: /highest level of education/ }).selectOption('Bachelors');
  await page.getByRole('button', { name: 'Next' }).click();
  // 10 employment with the stepped scale follow-up
  await page.getByRole('radio', { name: 'Employed', exact: true }).check();
  await expect(page.getByText('Not at all connected').last()).toBeVisible();
  await page.getByRole('radio', { name: 'Quite connected' }).check();
  await expectNoAxeViolations(page, `${label} /demographic scale follow-up`);
  await page.getByRole('button', { name: 'Next' }).click();
  // 11 religion (select)
  await page.getByRole('combobox', { name: /religion or belief/ }).selectOption('Not Religious');
  await page.getByRole('button', { name: 'Next' }).click();
  await answerAndNext(page, 'Occasionally', 12, total);
  // 13 volunteering with a text follow-up
  await page.getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByRole('textbox', { name: 'What kind of volunteering do you do?' }).fill('A food bank');
  await page.getByRole('button', { name: 'Next' }).click();
  // 14 medical conditions: skip -> 'Almost there!'
  await expect(page.getByText(`14 of ${total}`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
  const almost = page.getByRole('alertdialog', { name: 'Almost there!' });
  await expect(almost).toBeVisible();
  await expect(almost).toContainText('Thank you for sharing your answers. We have a few more questions for you.');
  await expectNoAxeViolations(page, `${label} 'Almost there!'`);
  await almost.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/loneliness$/);

  // What the server stored: answers and follow-up answers under their own keys.
  const stored = await page.evaluate(async () => {
    const storage = (globalThis as unknown as { localStorage: { getItem: (key: string) => string | null } }).localStorage;
    const answer = await fetch(`/api/demographic/getDemographicById?userId=${storage.getItem('userId') ?? ''}`, {
      headers: { Authorization: `Bearer ${storage.getItem('accessToken') ?? ''}` },
    });
    return (await answer.json()) as { data: Record<string, unknown> | null };
  });
  expect(stored.data).toMatchObject({
    fullName: 'Alex',
    gender: 'Female',
    ageClass: '26-35',
    maritalStatus: 'Married',
    relationshipFeeling: 'Content',
    nationality: 'DE',
    countryOfResidence: 'FR',
    children: 'Yes',
    childrenAtHome: 'Some of them',
    highestEducation: 'Bachelors',
    employmentStatus: 'Employed',
    colleagueConnection: 'Quite connected',
    religiousAffiliation: 'Not Religious',
    charityContributions: 'Occasionally',
    volunteerWork: 'Yes',
    volunteerActivities: 'A food bank',
  });
}

async function loneliness(page: Page, label: string): Promise<void> {
  const instructions = page.getByRole('dialog', { name: 'Instructions' });
  await expect(instructions).toBeVisible();
  await expect(instructions).toContainText('6');
  await expectNoAxeViolations(page, `${label} /loneliness instructions`);
  await instructions.getByRole('button', { name: 'Start' }).click();
  const answers = ['Agree', 'Disagree', 'Neutral', 'Agree', 'Neutral', 'Agree'];
  for (const [index, answer] of answers.entries()) {
    if (index === 0) {
      // Back is ignored on the first item.
      await expect(page.getByRole('button', { name: 'Previous question' })).toBeDisabled();
      await page.getByRole('radio', { name: answer, exact: true }).check();
      await expectNoAxeViolations(page, `${label} /loneliness question`);
      await page.getByRole('button', { name: 'Next' }).click();
    } else {
      await answerAndNext(page, answer, index + 1, answers.length);
    }
  }
  await expect(page.getByRole('heading', { name: 'Thank you for sharing your details with us!' })).toBeVisible();
  await expect(page.getByText('Your honesty helps us give you better support')).toBeVisible();
  await expectNoAxeViolations(page, `${label} /loneliness thank you`);
  await page.getByRole('link', { name: 'See Report' }).click();
  await expect(page).toHaveURL(/\/report\/[0-9a-f]{32}$/);
}

async function lonelinessReport(page: Page, label: string) {
  // A guest on /report is reminded to sign in (spec section 4).
  const reminder = page.getByRole('dialog', { name: 'Quick Reminder' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(reminder).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Your Personalized Report', level: 1 })).toBeVisible();
  await expect(page.getByText(/Emotional & .* Social Loneliness/)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Emotional Loneliness' })).toBeVisible();
  await expect(page.getByText(/^Result: /).first()).toBeVisible();
  await expect(page.getByText(/average .* is \d/).first()).toBeAttached();
  await expect(page.getByText('Compared with everyone who has taken the survey')).toBeVisible();
  await expectNoAxeViolations(page, `${label} /report`);

  // Help pop-up
  await page.getByRole('button', { name: 'About Your Scores' }).click();
  const help = page.getByRole('dialog', { name: 'Your Scores' });
  await expect(help).toContainText('How to read your scores');
  await expectNoAxeViolations(page, `${label} /report help pop-up`);
  await help.getByRole('button', { name: 'Close' }).click();

  // Filter by age
  await page.getByRole('button', { name: 'Select Demographic Group' }).click();
  const panel = page.getByRole('dialog', { name: 'Select Demographic Group' });
  for (const section of ['Age', 'Marital Status', 'Religion', 'Employment', 'Education']) {
    await expect(panel.getByRole('button', { name: section, exact: true })).toBeVisible();
  }
  await panel.getByRole('button', { name: 'Age', exact: true }).click();
  await panel.getByRole('button', { name: '26-35', exact: true }).click();
  await expect(panel.getByRole('button', { name: '26-35', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page, `${label} /report filter panel`);
  await panel.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText('Filter: Age 26-35')).toBeVisible();
  await expect(page.getByText(/for people with Age: 26-35|for everyone who has taken the survey/).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Social Loneliness' }).click();
  await expect(page.getByText(/^Result: /).first()).toBeVisible();

  // Insights and courses
  await page.getByRole('tab', { name: 'Workplace' }).click();
  await expect(page.getByRole('heading', { name: 'Job satisfaction' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Connection Starters' Course" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Creating Connected Workplaces Package' })).toBeVisible();
  await expectNoAxeViolations(page, `${label} /report filtered`);
  await expectNoHorizontalOverflow(page);
  await keepScreenshot(page, `loneliness-report-${label}`);
}

async function attachment(page: Page, label: string) {
  await page.goto('/survey');
  await expect(page.getByRole('link', { name: 'Take the Survey Loneliness' })).toBeVisible();
  await expectNoAxeViolations(page, `${label} /survey`);
  await page.getByRole('link', { name: 'Take the Survey Attachment Style' }).click();
  await expect(page).toHaveURL(/\/attachment$/);
  const instructions = page.getByRole('dialog', { name: 'Instructions' });
  await expect(instructions).toContainText('9 statements');
  await expectNoAxeViolations(page, `${label} /attachment instructions`);
  await instructions.getByRole('button', { name: 'Start' }).click();
  const answers = ['Agree', 'Disagree', 'Agree', 'Neutral', 'Strongly Disagree', 'Agree', 'Disagree', 'Strongly Agree', 'Neutral'];
  for (const [index, answer] of answers.entries()) {
    if (index === 4) {
      await expect(page.getByText(/You are about halfway through/)).toBeVisible();
      await expectNoAxeViolations(page, `${label} /attachment question with motivation`);
    }
    await answerAndNext(page, answer, index + 1, answers.length);
  }
  await expect(page.getByRole('heading', { name: 'Thank you for sharing your details with us!' })).toBeVisible();
  await page.getByRole('link', { name: 'See Report' }).click();
  await expect(page).toHaveURL(/\/attachmentReport\?id=[0-9a-f]{32}$/);
}

async function attachmentReport(page: Page, label: string) {
  await expect(page.getByRole('heading', { name: 'Your Attachment Style Report' })).toBeVisible();
  await expect(page.getByText(/^(Low|High) Anxiety & (Low|High) Avoidance$/)).toBeVisible();
  await expect(page.getByText(/^\d+\.\d{2}%$/).first()).toBeVisible();
  await expect(page.getByText(/You scored higher than \d+% of people/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page.getByText('Please select a comparison group')).toBeVisible();
  await page.getByRole('combobox', { name: 'Personalize your scores' }).selectOption('gender');
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(page.getByText('Group size').first()).toBeVisible();
  await expect(page.getByText('Group mean').first()).toBeVisible();
  await expectNoAxeViolations(page, `${label} /attachmentReport`);
  await expectNoHorizontalOverflow(page);
  await keepScreenshot(page, `attachment-report-${label}`);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Your Personalized Report', level: 1 })).toBeVisible();
  await expect(page.getByText('Next Steps for You')).toBeVisible();
  await page.getByRole('button', { name: 'Send the report to my e-mail' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByRole('button', { name: 'Important Note on Interpretation' }).click();
  const note = page.getByRole('dialog', { name: 'Important Note on Interpretation' });
  await expect(note).toContainText('not a clinical assessment');
  await note.getByRole('button', { name: 'Close' }).click();
  await page.getByLabel('Your e-mail address').fill(`journey-${label}@example.org`);
  await page.getByRole('button', { name: 'Send the report to my e-mail' }).click();
  const sent = page.getByRole('dialog', { name: 'Email sent!' });
  await expect(sent).toContainText('Your personalized report has been sent to your E-mail');
  await expectNoAxeViolations(page, `${label} 'Email sent!'`);
  await sent.getByRole('button', { name: 'OK' }).click();
  await expectNoAxeViolations(page, `${label} /attachmentReport next steps`);
  await keepScreenshot(page, `attachment-next-steps-${label}`);
}

async function dashboard(page: Page, label: string) {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/reports$/);
  const reminder = page.getByRole('dialog', { name: 'Quick Reminder' });
  if (await reminder.isVisible()) await reminder.getByRole('button', { name: 'Continue as Guest' }).click();
  await expectNoAxeViolations(page, `${label} /dashboard`);
  await page.goto('/personalizedReport?type=lonliness');
  await expect(page.getByRole('heading', { name: 'Loneliness Reports' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Loneliness Report' })).toHaveCount(1);
  await expectNoAxeViolations(page, `${label} /personalizedReport`);
  await page.goto('/stats');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expectNoAxeViolations(page, `${label} /stats (not allowed)`);
}

for (const [label, viewport] of [
  ['1280', { width: 1280, height: 900 }],
  ['375', { width: 375, height: 812 }],
] as const) {
  test(`a new visitor's whole journey at ${label} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await privacyToDemographic(page, label);
    await demographic(page, label);
    await loneliness(page, label);
    await lonelinessReport(page, label);
    await attachment(page, label);
    await attachmentReport(page, label);
    await dashboard(page, label);
  });
}
