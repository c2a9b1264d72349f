import { useSearchParams } from 'react-router-dom';
import { ReportScreen } from '@/features/reports/components/report-screen';

/** /attachmentReport: the response named by ?id=, else the caller's newest attachment response. */
export function Component() {
  const [search] = useSearchParams();
  const responseId = search.get('id');
  return <ReportScreen target={responseId ? { responseId } : { newestOf: 'attachment' }} />;
}
