/**
 * The spec's error texts of the survey screens (section 8). The start failure is worded
 * differently for the attachment survey in the spec; every other instrument uses the first form.
 */
export const SUBMIT_FAILED = 'Failed to submit. Please try again.';
const START_FAILED = 'Failed to start the survey. Please try again.';
const startFailedBySurvey: Readonly<Record<string, string>> = {
  attachment: 'Could not start the survey. Please try again.',
};

export function startFailedText(instrumentId: string): string {
  return startFailedBySurvey[instrumentId] ?? START_FAILED;
}
