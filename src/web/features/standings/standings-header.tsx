type Props = { title: string; year: number; afterRace: { round: number; name: string } | null };

/** The heading of a standings page and which race the table is after. */
export function StandingsHeader({ title, year, afterRace }: Props) {
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
      </div>
    </header>
  );
}
