import { useParams } from 'react-router-dom';
import { ReportScreen } from '@/features/reports/components/report-screen';

/** /report/{lonelinessId}: the report of any response (the report names its instrument). */
export function Component() {
  const { lonelinessId = '' } = useParams();
  return <ReportScreen target={{ responseId: lonelinessId }} />;
}
