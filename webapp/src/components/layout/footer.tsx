import { Link } from 'react-router-dom';
import { externalLinks, paths } from '@/config/paths';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <nav aria-label="Legal" className="footer__links">
          <Link to={paths.privacyNotice.getHref()}>Privacy Policy</Link>
          <Link to={paths.privacyNotice.getHref()}>Terms of Use</Link>
          <a href={externalLinks.social} target="_blank" rel="noreferrer">
            LinkedIn<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </nav>
        <p className="footer__legal">
          © {year} Social Wellness Survey. This self-assessment does not replace a diagnosis by a
          professional. In an emergency, contact your local emergency services.
        </p>
      </div>
    </footer>
  );
}
