import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The router's fallback: the spec's 'Unexpected Application Error!', with a way back. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <main id="main" className="page page--narrow error-page">
      <h1>Unexpected Application Error!</h1>
      <p>Something went wrong on our side while showing this page. Your answers saved so far are safe.</p>
      <p>Please reload the page, or go back to the start and try again.</p>
      {detail ? <p className="error-page__detail">Details: {detail}</p> : null}
      <div className="button-row">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to={paths.home.getHref()} className={buttonClass('secondary')}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
