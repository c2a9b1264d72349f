import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Stands in for a screen another part of the app has not delivered yet. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <section className="page page--narrow" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title">{title}</h1>
      <p>This screen is being prepared.</p>
      <p>
        <Link className="button button--secondary" to={paths.dashboard.getHref()}>
          Back to Dashboard
        </Link>
      </p>
    </section>
  );
}
