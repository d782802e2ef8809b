import { isRouteErrorResponse, Link } from 'react-router';

type Props = {
  error: unknown;
  /** The page's class ("driver-page"), so the error sits where the page would. */
  className: string;
  /** "Driver" or "Team". */
  noun: string;
  /** Says which page was asked for and how such a page is named. */
  missingText: (asked: { id: string; year: string }) => string;
  list: { to: string; label: string };
};

/**
 * A driver's or a team's page that could not be shown: "not found" for a 404 (the loader's data names
 * the id and season asked for), else a general error; either way a way back to the list.
 */
export function SeasonPageError({ error, className, noun, missingText, list }: Props) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const { id, year } = (missing ? error.data : {}) as { id?: string; year?: number };
  return (
    <main className={`page ${className}`}>
      <title>{missing ? `${noun} not found · Pitwall` : 'Something went wrong · Pitwall'}</title>
      <div className="card driver-missing">
        <p className="eyebrow">{missing ? 'Not on the grid' : 'Error'}</p>
        <h1>{missing ? `${noun} not found` : 'Something went wrong'}</h1>
        <p className="lead">
          {missing
            ? missingText({ id: id ?? '', year: year === undefined ? '' : String(year) })
            : `The ${noun.toLowerCase()} page could not be shown. Please try again in a moment.`}
        </p>
        <Link to={list.to} className="button button--primary">
          {list.label}
        </Link>
      </div>
    </main>
  );
}
