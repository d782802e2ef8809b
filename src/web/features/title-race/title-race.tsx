import type { TitleRaceView } from '#server/features/title-race/title-race.server.ts';
import { formatPoints } from '#shared/standings.ts';
import '#web/components/ui/data-table.css';
import { TitleRaceRound } from './title-race-round.tsx';
import { TitleRaceScenario } from './title-race-scenario.tsx';
import './title-race.css';

type Props = { view: TitleRaceView; year: number; path: '/drivers' | '/teams' };
type Row = TitleRaceView['contenders'][number];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What is left to race: '2 Grands Prix and 1 sprint left'. */
function leftText(view: TitleRaceView): string {
  const races = view.roundsLeft.length;
  const sprints = view.roundsLeft.filter((round) => round.sprint).length;
  const parts = [plural(races, 'Grand Prix', 'Grands Prix')];
  if (sprints > 0) parts.push(plural(sprints, 'sprint', 'sprints'));
  const last = view.roundsLeft.length === 1 ? view.roundsLeft[0] : undefined;
  return `${parts.join(' and ')} left${last ? `, the ${last.name}` : ''}.`;
}

function statusText(row: Row, seasonOver: boolean): string {
  if (row.status === 'clinched') return seasonOver ? 'Champion' : 'Clinched the title';
  return row.status === 'can-win' ? 'Can still win' : 'Out of contention';
}

/** Contenders level on points with the leader: 'Verstappen and Hamilton are level on 369.5 points.' */
function levelText(rows: Row[]): string | null {
  const leader = rows[0];
  const level = rows.filter((row) => leader && row.points === leader.points);
  if (!leader || level.length < 2) return null;
  const names = level.map((row) => row.shortName);
  const list = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${list} are level on ${formatPoints(leader.points)} points.`;
}

function countback(row: Row): string {
  return `${row.shortName} ${plural(row.wins, 'win', 'wins')}, ${plural(row.seconds, 'second place', 'second places')}`;
}

/**
 * Who can still win the championship: each contender's points, the maximum possible, and whether
 * the title is still within reach; the countback that settles a tie; a look back to an earlier
 * round and a scenario of finishing positions for the races left.
 */
export function TitleRace({ view, year, path }: Props) {
  const seasonOver = view.roundsLeft.length === 0;
  const who = view.championship === 'drivers' ? 'Driver' : 'Team';
  const rows = view.bestOfTheRest ? [...view.contenders, view.bestOfTheRest] : view.contenders;
  const level = levelText(view.contenders);
  const clinched = view.contenders.find((row) => row.status === 'clinched');
  return (
    <section className="title-race card" aria-labelledby="title-race-heading" id="title-race">
      <h2 id="title-race-heading">Who can still win</h2>
      <p className="title-race__lead">
        {`With the ${view.after.name} (round ${view.after.round})${view.sprintRun ? ` and the ${view.sprintRun} sprint` : ''} run${seasonOver ? ', the season is over.' : `: ${leftText(view)}`}`}
      </p>
      {clinched && (
        <p className="title-race__verdict">
          {seasonOver
            ? `${clinched.name} is the ${year} champion.`
            : `${clinched.name} has clinched the ${year} title.`}
        </p>
      )}
      {view.contenders.length > 1 && (
        <p className="title-race__verdict">
          {`${view.contenders.length} ${view.championship === 'drivers' ? 'drivers' : 'teams'} can still win the title.`}
          {level && ` ${level}`}
        </p>
      )}
      <table className="data-table title-race__table">
        <caption>{`Title contenders after round ${view.after.round}`}</caption>
        <thead>
          <tr>
            <th scope="col">{who}</th>
            <th scope="col" className="num">
              Points
            </th>
            <th scope="col" className="num">
              Maximum possible
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <span className="title-race__name">{row.name}</span>
                <span className={`title-race__status title-race__status--${row.status}`}>
                  {statusText(row, seasonOver)}
                </span>
              </th>
              <td className="num">{formatPoints(row.points)} pts</td>
              <td className="num">{formatPoints(row.maxPoints)} pts</td>
            </tr>
          ))}
        </tbody>
      </table>
      {view.bestOfTheRest && (
        <p className="title-race__note">Everyone further down is out of contention too.</p>
      )}
      {view.contenders.length > 1 && (
        <p className="title-race__note">
          Tie-break: if points end level, the title goes to whoever has more Grand Prix wins, then more second
          places, and so on (countback). So far: {view.contenders.map(countback).join('; ')}.
        </p>
      )}
      <TitleRaceRound view={view} year={year} path={path} />
      {view.picked.length > 0 && <TitleRaceScenario view={view} year={year} path={path} />}
    </section>
  );
}
