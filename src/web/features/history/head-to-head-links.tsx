import { Link } from 'react-router';

type Props = {
  driverId: string;
  year: number;
  teamMate: { driverId: string; firstName: string; lastName: string } | null;
};

/** A driver page's way into the head-to-head: against the team-mate this season, or anyone. */
export function HeadToHeadLinks({ driverId, year, teamMate }: Props) {
  const a = encodeURIComponent(driverId);
  return (
    <p className="head-to-head-links">
      {teamMate && (
        <>
          <Link to={`/head-to-head?a=${a}&b=${encodeURIComponent(teamMate.driverId)}&season=${year}`}>
            Head-to-head with {teamMate.firstName} {teamMate.lastName} in {year}
          </Link>
          {' · '}
        </>
      )}
      <Link to={`/head-to-head?a=${a}`}>Compare with any driver</Link>
    </p>
  );
}
