import { SurveyListPage } from '@/features/survey/components/survey-list';

export function Component() {
  return <SurveyListPage />;
}
