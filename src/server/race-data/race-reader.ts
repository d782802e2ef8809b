import type { Services } from '#server/services.ts';
import {
  type HiddenSession,
  hiddenIn,
  type Shield,
  type ShieldScope,
  standingsHiddenBy,
} from '#shared/spoiler-shield.ts';

/**
 * Race data as one visitor may read it (docs/decisions/037-race-reader.md): the server's services with
 * the sessions the visitor's spoiler shield hides. Every page read that can tell an outcome takes a
 * reader rather than bare services and leaves out what the shield hides, so a loader that passes the
 * request's reader (`readerOf` in features/spoilers) cannot forget the shield.
 */
export type RaceReader = {
  services: Services;
  shield: Shield;
  /** The hidden sessions within a scope: a season, a round of it, some kinds of session. */
  hidden(scope?: ShieldScope): HiddenSession[];
  /** The hidden sessions a season's standings after a round give away: its sprints and races so far. */
  hiddenInStandings(year: number, afterRound: number | undefined): HiddenSession[];
};

export function raceReader(services: Services, shield: Shield): RaceReader {
  return {
    services,
    shield,
    hidden: (scope) => hiddenIn(shield, scope),
    hiddenInStandings: (year, afterRound) => standingsHiddenBy(shield, year, afterRound),
  };
}
