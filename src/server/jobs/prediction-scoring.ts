import { scoreChangedRaces } from '#server/features/predictions/predictions.server.ts';
import type { Services } from '#server/services.ts';

/**
 * Scores predictions when results are stored (decision 042): every race-data write of a round (the
 * results sync, an admin's edit or correction, a revert) tells every instance, and each scores the
 * round's picks again. A run changes only what the results changed, and runs of one race wait for
 * each other in the database, so a second instance's run of the same write finds nothing to change.
 * Runs go one after another here. Returns the unsubscribe and a promise of the runs asked so far.
 */
export function scorePredictionsOnResults(services: Services) {
  let queue: Promise<unknown> = Promise.resolve();
  const unsubscribe = services.events.subscribe(['race-data.changed'], (event) => {
    if (event.type !== 'race-data.changed') return;
    queue = queue
      .then(() => scoreChangedRaces(services, event.season, event.round))
      .then((runs) => {
        for (const run of runs) {
          services.log.info(
            `Predictions: scored race ${run.raceId}, ${run.picks} picks of ${run.players} players, ${run.writes} rows written in ${run.durationMs} ms`,
          );
        }
      })
      .catch((error: unknown) => services.log.error('Scoring predictions failed', error));
  });
  return { unsubscribe, settled: () => queue };
}
