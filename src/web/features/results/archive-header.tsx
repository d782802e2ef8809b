import { NavLink } from 'react-router';
import { SeasonSelect } from '#web/components/ui/season-select.tsx';

type Props = { kind: 'race' | 'qualifying'; year: number; seasons: number[] };

const titles = { race: 'Race results', qualifying: 'Qualifying results' };
const paths = { race: '/race-results', qualifying: '/qualifying-results' };

/** Title, the switch between race and qualifying results, and the season selector. */
export function ArchiveHeader({ kind, year, seasons }: Props) {
  return (
    <header className="archive__header">
      <div>
        <p className="eyebrow">Results archive</p>
        <h1>
          {titles[kind]} {year}
        </h1>
        <nav aria-label="Results" className="archive__switch">
          <NavLink to={`${paths.race}/${year}`}>Races</NavLink>
          <NavLink to={`${paths.qualifying}/${year}`}>Qualifying</NavLink>
        </nav>
      </div>
      <SeasonSelect
        id="season-select"
        action={paths[kind]}
        year={year}
        seasons={seasons}
        hrefFor={(season) => `${paths[kind]}/${season}`}
      />
    </header>
  );
}
