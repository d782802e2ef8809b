import { Form } from 'react-router';
import type { RacePredictions } from '#server/features/predictions/predictions.server.ts';
import type { RescoreResult } from '#server/features/predictions/predictions-admin.server.ts';
import { TableScroll } from '#web/components/ui/table-scroll.tsx';

/** An instant as the dashboard prints it: "2025-07-06 16:12 UTC". */
const utcText = (at: string) => `${at.slice(0, 16).replace('T', ' ')} UTC`;

/** The answer to a "Score again", beside the row it is about (the dashboard's own styles). */
function ResultNote({ result, form }: { result: RescoreResult | undefined; form: string }) {
  if (result?.form !== form) return null;
  return (
    <p className={result.ok ? 'admin-status' : 'admin-error'} role={result.ok ? 'status' : 'alert'}>
      {result.message}
    </p>
  );
}

type Props = {
  season: number;
  players: number;
  races: RacePredictions[];
  result: RescoreResult | undefined;
};

/** Predict the weekend this season: players, picks per race, each race's last scoring run and a button to run it again. */
export function PredictionsSection({ season, players, races, result }: Props) {
  const played = races.filter((race) => race.picks > 0);
  return (
    <section aria-labelledby="predictions-heading">
      <h2 id="predictions-heading">Predictions, {season}</h2>
      <p>
        {players} {players === 1 ? 'player' : 'players'} this season.
      </p>
      <ResultNote result={result} form="predictions" />
      {played.length > 0 ? (
        <TableScroll name={{ label: 'Predictions per race table' }} className="admin-scroll">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Round</th>
                <th scope="col">Race</th>
                <th scope="col">Players</th>
                <th scope="col">Picks</th>
                <th scope="col">Last scoring run</th>
                <th scope="col">Score again</th>
              </tr>
            </thead>
            <tbody>
              {played.map((race) => (
                <tr key={race.raceId}>
                  <td>{race.round}</td>
                  <th scope="row">{race.name}</th>
                  <td>{race.players}</td>
                  <td>{race.picks}</td>
                  <td>{race.scoredAt ? `${utcText(race.scoredAt)}, ${race.durationMs} ms` : 'Not yet'}</td>
                  <td>
                    <Form method="post">
                      <input type="hidden" name="id" value={race.raceId} />
                      <button
                        type="submit"
                        name="intent"
                        value="rescore"
                        className="button button--outline"
                        aria-label={`Score the ${race.name} again`}
                      >
                        Score again
                      </button>
                      <ResultNote result={result} form={`predictions-${race.raceId}`} />
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p>No one has made picks this season yet.</p>
      )}
    </section>
  );
}
