import { Link } from 'react-router';
import type { EraSeasons } from '#server/features/history/history.server.ts';
import { driverHref, seasonHref } from './history-links.ts';

const span = (era: EraSeasons) => {
  const last = era.champions.at(-1)?.year ?? era.from;
  return last === era.from ? `${era.from}` : `${era.from}–${last}`;
};

/** Every completed season's champions, grouped by era, each era with its notes. */
export function EraTimeline({ eras }: { eras: EraSeasons[] }) {
  return (
    <section aria-labelledby="champions-title">
      <h2 id="champions-title">Champions, era by era</h2>
      <nav aria-label="Eras" className="era-nav">
        <ul>
          {eras.map((era) => (
            <li key={era.id}>
              <a href={`#era-${era.id}`}>
                {span(era)} <span className="era-nav__title">{era.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {eras.map((era) => (
        <section key={era.id} id={`era-${era.id}`} aria-labelledby={`era-${era.id}-title`} className="era">
          <h3 id={`era-${era.id}-title`} className="era__title">
            <span className="era__years">{span(era)}</span> {era.title}
          </h3>
          <ul className="era__notes">
            {era.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <ol className="champion-list" aria-label={`Champions ${span(era)}`}>
            {era.champions.map((champion) => (
              <li key={champion.year} className="champion card">
                <Link to={seasonHref(champion.year)} className="champion__year">
                  {champion.year}
                  <span className="visually-hidden"> season</span>
                </Link>
                <dl className="champion__titles">
                  <div>
                    <dt>Drivers’ champion</dt>
                    <dd>
                      <Link to={driverHref(champion.driver.driverId)}>{champion.driver.name}</Link>
                    </dd>
                  </div>
                  {champion.constructor && (
                    <div>
                      <dt>Constructors’ champion</dt>
                      <dd>{champion.constructor.name}</dd>
                    </div>
                  )}
                </dl>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
