import type { TeamSummary } from '#server/race-data/standings.ts';
import { roundsText } from '#shared/line-up.ts';
import { liveryStyle } from '#web/components/ui/livery.ts';

type Stint = { team: TeamSummary; rounds: string };

/** The teams a driver races for in a season, each with its rounds (a mid-season change shows two). */
export function SeasonStints({ year, stints }: { year: number; stints: Stint[] }) {
  if (stints.length === 0) return null;
  return (
    <div className="season-stints">
      <h3 id="stints-title">Teams in {year}</h3>
      <ul aria-labelledby="stints-title">
        {stints.map((stint) => (
          <li key={`${stint.team.teamId}-${stint.rounds}`} style={liveryStyle(stint.team)}>
            <span className="driver-hero__swatch" aria-hidden="true" />
            <span className="season-stints__team">{stint.team.name}</span>{' '}
            <span className="season-stints__rounds">{roundsText(stint.rounds)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
