import { useParams } from 'react-router-dom';
import { ReportScreen } from '@/features/reports/components/report-screen';

/** /report/{instrumentId}/{responseId}: the report of an instrument without a report_route. */
export function Component() {
  const { responseId = '' } = useParams();
  return <ReportScreen target={{ responseId }} />;
}
