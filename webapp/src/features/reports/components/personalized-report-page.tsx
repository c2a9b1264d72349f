import '../report.css';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { clearHistory, historyKeys, readHistory, type StoredReportItem } from '../device-storage';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function hrefOf(item: StoredReportItem): string {
  return item.instrument === 'loneliness' ? paths.report.getHref(item.id) : paths.attachmentReport.getHref(item.id);
}

/**
 * /personalizedReport?type=: the reports viewed on this device. `type=lonliness` (the spec's
 * spelling, kept in the address) lists loneliness reports; any other value attachment reports.
 */
export function PersonalizedReportPage() {
  const [search] = useSearchParams();
  const loneliness = search.get('type') === 'lonliness';
  const key = loneliness ? historyKeys.loneliness : historyKeys.attachment;
  const title = loneliness ? 'Loneliness Reports' : 'Attachment Reports';
  const [items, setItems] = useState(() => readHistory(key ?? ''));

  return (
    <section className="page page--narrow" aria-labelledby="personalized-title">
      <h1 id="personalized-title">{title}</h1>
      {items.length === 0 ? (
        <p className="empty-state">You have no reports yet</p>
      ) : (
        <>
          <ul className="report-list">
            {items.map((item) => (
              <li key={item.id} className="card report-item">
                <Link to={hrefOf(item)} className="report-item__title">
                  {title.replace(/s$/, '')}
                </Link>
                <p className="muted">{dateFormat.format(new Date(item.timestamp))}</p>
              </li>
            ))}
          </ul>
          <Button
            variant="danger"
            onClick={() => {
              clearHistory(key ?? '');
              setItems([]);
            }}
          >
            Delete Report
          </Button>
        </>
      )}
    </section>
  );
}
