import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <section className="page page--narrow" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>There is no page at this address.</p>
      <Link to={paths.home.getHref()} className={buttonClass('primary')}>
        Go to the home page
      </Link>
    </section>
  );
}
