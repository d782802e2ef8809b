import type { TitleRaceView } from '#server/features/title-race/title-race.server.ts';
import { formatPoints, ordinal } from '#shared/standings.ts';

type Props = { view: TitleRaceView; year: number; path: '/drivers' | '/teams' };

/** The address of a scenario: the picks as search parameters, answered by the page's loader. */
function scenarioHref(
  path: string,
  year: number,
  after: number,
  picks: [string, number[]][],
  fastestLap?: string,
) {
  const params = new URLSearchParams({ season: String(year), after: String(after), scenario: '1' });
  for (const [id, positions] of picks)
    for (const position of positions) params.append(`pick-${id}`, String(position));
  if (fastestLap) params.set('fastest-lap', fastestLap);
  return `${path}?${params}#title-race-result`;
}

function PositionSelect({ id, label, value }: { id: string; label: string; value: number | undefined }) {
  const fieldId = `pick-${id}-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <div className="field">
      <label htmlFor={fieldId} className="field__label">
        {label}
      </label>
      <select id={fieldId} name={`pick-${id}`} defaultValue={value ?? ''} className="field__input">
        <option value="">Not picked</option>
        {Array.from({ length: 10 }, (_, index) => index + 1).map((position) => (
          <option key={position} value={position}>
            {ordinal(position)}
          </option>
        ))}
        <option value="0">Outside the points</option>
      </select>
    </div>
  );
}

/**
 * "What if": pick where each contender finishes in every race left (or one of them wins them all)
 * and see the table it leads to. A GET form the server answers, so it works without JavaScript.
 */
export function TitleRaceScenario({ view, year, path }: Props) {
  const teams = view.championship === 'teams';
  const cars = teams ? [1, 2] : [1];
  const scenario = view.scenario;
  const sessions = view.roundsLeft.some((round) => round.sprint) ? 'Grands Prix and sprints' : 'Grands Prix';
  const legend = `Pick where each ${teams ? 'team’s cars finish' : 'driver finishes'} in every race left (${sessions})`;
  return (
    <div className="title-race__scenario">
      <h3>What if…</h3>
      <ul className="title-race__shortcuts">
        {view.picked.map((row) => (
          <li key={row.id}>
            <a
              href={scenarioHref(
                path,
                year,
                view.after.round,
                [[row.id, cars]],
                view.fastestLapPoint ? row.id : undefined,
              )}
            >
              {row.name} {teams ? 'finish first and second in' : 'wins'} every race left
            </a>
          </li>
        ))}
      </ul>
      <form method="get" action={`${path}#title-race-result`} className="title-race__form">
        <fieldset>
          <legend>{legend}</legend>
          <input type="hidden" name="season" value={year} />
          <input type="hidden" name="after" value={view.after.round} />
          <input type="hidden" name="scenario" value="1" />
          <div className="title-race__fields">
            {view.picked.flatMap((row) =>
              cars.map((car) => (
                <PositionSelect
                  key={`${row.id}-${car}`}
                  id={row.id}
                  label={teams ? `${row.name}, car ${car}` : row.name}
                  value={scenario?.picks[row.id]?.[car - 1]}
                />
              )),
            )}
            {view.fastestLapPoint && (
              <div className="field">
                <label htmlFor={`fastest-lap-${view.championship}`} className="field__label">
                  Fastest lap
                </label>
                <select
                  id={`fastest-lap-${view.championship}`}
                  name="fastest-lap"
                  defaultValue={scenario?.fastestLap ?? ''}
                  className="field__input"
                >
                  <option value="">Someone else</option>
                  {view.picked.map((row) => (
                    <option key={row.id} value={row.id}>
                      {row.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
          </div>
        </fieldset>
        <button type="submit" className="button button--primary">
          See the projected table
        </button>
      </form>
      {scenario && (
        <div id="title-race-result" className="title-race__result">
          {scenario.problem ? (
            <p role="alert" className="title-race__problem">
              {scenario.problem}
            </p>
          ) : (
            <>
              <table className="data-table title-race__table">
                <caption>Projected table after the last round</caption>
                <thead>
                  <tr>
                    <th scope="col" className="num title-race__pos">
                      <abbr title="Position">Pos</abbr>
                    </th>
                    <th scope="col">{teams ? 'Team' : 'Driver'}</th>
                    <th scope="col" className="num">
                      Points
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {scenario.rows.map((row) => (
                    <tr key={row.id}>
                      <td className="num">{row.position}</td>
                      <th scope="row">{row.name}</th>
                      <td className="num">
                        {formatPoints(row.points)} pts
                        {row.gained > 0 && (
                          <span className="title-race__gained"> (+{formatPoints(row.gained)})</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="title-race__note">
                Anyone not picked scores no more points; places level on points are split by countback.
              </p>
            </>
          )}
        </div>
      )}
    </div>
  );
}
