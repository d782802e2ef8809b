import type { ReactNode } from 'react';

type Props = {
  title: string;
  year: number;
  afterRace: { round: number; name: string } | null;
  /** Under the lead: where the tables came from. */
  note?: ReactNode;
  /** The season selector, beside the heading. */
  children?: ReactNode;
};

/** The heading of a standings page and which race the table is after. */
export function StandingsHeader({ title, year, afterRace, note, children }: Props) {
  return (
    <header className="standings-header">
      <div>
        <p className="eyebrow">{year} season</p>
        <h1>{title}</h1>
        <p className="lead">
          {afterRace
            ? `After round ${afterRace.round}, the ${afterRace.name}.`
            : 'The season has not started yet: positions and points appear after the first race.'}
        </p>
        {note}
      </div>
      {children}
    </header>
  );
}
