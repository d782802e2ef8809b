import { Link } from 'react-router';
import type { HistoryOverview } from '#server/features/history/history.server.ts';
import type { CountRecord } from '#server/features/history/records.server.ts';
import { driverHref, seasonHref } from './history-links.ts';

/**
 * A count with its thousands grouped, as en-GB writes it (4,639.5). Not Intl.NumberFormat: the
 * first formatter a browser tab makes loads the locale data, which on this page would cost more
 * than the rest of a record card's hydration.
 */
const number = (value: number) => {
  const [whole = '', fraction] = String(value).split('.');
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + (fraction ? `.${fraction}` : '');
};

/** "3", or "=3" when another holder shares the value: written out, so screen readers say it too. */
const rank = (holder: CountRecord['holders'][number]) => `${holder.tied ? '=' : ''}${holder.rank}`;

function CountCard({ record }: { record: CountRecord }) {
  return (
    <li className="record card" id={`record-${record.id}`}>
      <h3>{record.title}</h3>
      <ol className="record__holders">
        {record.holders.map((holder) => (
          <li key={`${holder.driverId}:${holder.year ?? ''}`}>
            {/* Equal figures share a rank: Hamilton and Schumacher are both "=1" on titles. */}
            <span className="record__rank">{rank(holder)}</span>
            <span className="record__name">
              <Link to={driverHref(holder.driverId)}>{holder.name}</Link>
              {holder.year !== undefined && (
                <>
                  {' '}
                  in <Link to={seasonHref(holder.year)}>{holder.year}</Link>
                </>
              )}
            </span>
            <span className="record__value">
              {number(holder.value)} <span className="record__unit">{record.unit}</span>
            </span>
          </li>
        ))}
      </ol>
    </li>
  );
}

type AgeRecord = NonNullable<HistoryOverview['ages']>['youngest'];

function AgeCard({ record }: { record: AgeRecord }) {
  return (
    <li className="record card" id={`record-${record.id}`}>
      <h3>{record.title}</h3>
      <p className="record__age">
        <Link to={driverHref(record.driverId)}>{record.name}</Link>, {record.age.years} years{' '}
        {record.age.days} days
      </p>
      <p className="muted">
        <Link to={seasonHref(record.year)}>
          {record.year} {record.raceName}
        </Link>
      </p>
    </li>
  );
}

/** The records computed from the data, each naming its holders with links. */
export function RecordCards({ overview }: { overview: HistoryOverview }) {
  return (
    <ul className="record-grid">
      {overview.records.map((record) => (
        <CountCard key={record.id} record={record} />
      ))}
      <CountCard record={overview.seasonWins} />
      {overview.ages && <AgeCard record={overview.ages.youngest} />}
      {overview.ages && <AgeCard record={overview.ages.oldest} />}
    </ul>
  );
}
