import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatReportDate } from '../format';

export type ReportListItem = { id: string; title: string; href: string; updatedAt: string };

type ReportsListProps = {
  items: readonly ReportListItem[];
  onDelete: (item: ReportListItem) => void;
  deletingId?: string | null;
};

export function ReportsList({ items, onDelete, deletingId }: ReportsListProps) {
  return (
    <div className="page">
      {items.length === 0 ? (
        <div className="card empty-state">
          <p>You have no reports yet</p>
        </div>
      ) : (
        <ul className="report-list">
          {items.map((item) => (
            <li key={item.id} className="card report-item">
              <div>
                <h3 className="report-item__title">
                  <Link to={item.href}>{item.title}</Link>
                </h3>
                <p className="muted report-item__date">
                  Last updated <time dateTime={item.updatedAt}>{formatReportDate(item.updatedAt)}</time>
                </p>
              </div>
              <Button
                variant="ghost"
                onClick={() => onDelete(item)}
                isLoading={deletingId === item.id}
                aria-label={`Delete Report: ${item.title}, ${formatReportDate(item.updatedAt)}`}
              >
                Delete Report
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Link to={paths.privacyNotice.getHref()} className={buttonClass('primary')}>
          Take the Survey
        </Link>
      </div>
    </div>
  );
}
