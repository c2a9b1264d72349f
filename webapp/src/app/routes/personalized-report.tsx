import { PersonalizedReportPage } from '@/features/reports/components/personalized-report-page';

export function Component() {
  return <PersonalizedReportPage />;
}
