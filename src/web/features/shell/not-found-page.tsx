import { Link, useLocation } from 'react-router';
import './not-found-page.css';

/** The page for any path the site does not have (served with HTTP 404). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <main className="page not-found">
      <div className="not-found__card card">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <div>
          <p className="eyebrow">Off track</p>
          <h1>Page not found</h1>
          <p className="lead">
            There is no page at <code className="not-found__path">{pathname}</code>. It may have moved, or the
            link may have a typo.
          </p>
          <div className="not-found__actions">
            <Link to="/" className="button button--primary">
              Back to the home page
            </Link>
            <Link to="/schedule" className="button button--outline">
              See the schedule
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}
