import type {
  PracticeRow,
  QualifyingSessionRow,
  RaceSessionRow,
  SessionResultsEntry,
} from '#shared/meeting-results.ts';
import { sessionLabels, type WeekendSessionKind } from '#shared/sessions.ts';

type Props = { entries: SessionResultsEntry[]; context: string };

export const sessionResultsId = (kind: WeekendSessionKind) => `results-${kind.replace(/_/g, '-')}`;

function Driver({ driver, team }: { driver: string; team: string }) {
  return (
    <th scope="row">
      {driver}
      <span className="data-table__sub">{team}</span>
    </th>
  );
}

function Head({ columns }: { columns: [string, string?][] }) {
  return (
    <thead>
      <tr>
        {columns.map(([label, className]) => (
          <th key={label} scope="col" className={className}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function PracticeTable({ rows }: { rows: PracticeRow[] }) {
  return (
    <>
      <Head
        columns={[
          ['Pos', 'data-table__pos'],
          ['Driver'],
          ['Time', 'data-table__num'],
          ['Gap', 'data-table__num'],
          ['Laps', 'data-table__num'],
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.position}-${row.driver}`}>
            <td className="data-table__pos">{row.position}</td>
            <Driver driver={row.driver} team={row.team} />
            <td className="data-table__num">{row.time}</td>
            <td className="data-table__num">{row.gap}</td>
            <td className="data-table__num">{row.laps}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

function QualifyingTable({ rows, sprint }: { rows: QualifyingSessionRow[]; sprint: boolean }) {
  const q = sprint ? 'SQ' : 'Q';
  return (
    <>
      <Head
        columns={[
          ['Pos', 'data-table__pos'],
          ['Driver'],
          [`${q}1`, 'data-table__num'],
          [`${q}2`, 'data-table__num'],
          [`${q}3`, 'data-table__num'],
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.position}-${row.driver}`}>
            <td className="data-table__pos">{row.position}</td>
            <Driver driver={row.driver} team={row.team} />
            <td className="data-table__num">{row.q1 || '-'}</td>
            <td className="data-table__num">{row.q2 || '-'}</td>
            <td className="data-table__num">{row.q3 || '-'}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

function RaceTable({ rows }: { rows: RaceSessionRow[] }) {
  return (
    <>
      <Head
        columns={[
          ['Pos', 'data-table__pos'],
          ['Driver'],
          ['Laps', 'data-table__num'],
          ['Time / retired', 'data-table__num'],
          ['Pts', 'data-table__num'],
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.position}-${row.driver}`}>
            <td className="data-table__pos">{row.position}</td>
            <Driver driver={row.driver} team={row.team} />
            <td className="data-table__num">{row.laps}</td>
            <td className="data-table__num">{row.result}</td>
            <td className="data-table__num">{row.points}</td>
          </tr>
        ))}
      </tbody>
    </>
  );
}

/** Every session's classification in running order, or why it is not there yet. */
export function SessionResults({ entries, context }: Props) {
  return (
    <>
      <nav aria-label="Sessions" className="session-results__nav">
        {entries.map((entry) => (
          <a key={entry.kind} href={`#${sessionResultsId(entry.kind)}`}>
            {sessionLabels[entry.kind]}
          </a>
        ))}
      </nav>
      <div className="session-results__grid">
        {entries.map((entry) => {
          const label = sessionLabels[entry.kind];
          const id = sessionResultsId(entry.kind);
          return (
            <section
              key={entry.kind}
              id={id}
              aria-labelledby={`${id}-title`}
              className={
                entry.state === 'results' ? 'session-results' : 'session-results session-results--pending'
              }
            >
              <h3 id={`${id}-title`}>{label}</h3>
              {entry.state === 'pending' && (
                <p className="session-results__note">Results will appear after the session has ended</p>
              )}
              {entry.state === 'unavailable' && (
                <p className="session-results__note">No classification of this session is on record.</p>
              )}
              {entry.state === 'results' && (
                <table className="data-table">
                  <caption className="visually-hidden">
                    {label} classification, {context}
                  </caption>
                  {entry.results.format === 'practice' && <PracticeTable rows={entry.results.rows} />}
                  {entry.results.format === 'qualifying' && (
                    <QualifyingTable rows={entry.results.rows} sprint={entry.kind === 'sprint_qualifying'} />
                  )}
                  {entry.results.format === 'race' && <RaceTable rows={entry.results.rows} />}
                </table>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
