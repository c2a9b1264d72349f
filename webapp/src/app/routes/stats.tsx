import { StatsPage } from '@/features/stats/components/stats-page';

export function Component() {
  return <StatsPage />;
}
