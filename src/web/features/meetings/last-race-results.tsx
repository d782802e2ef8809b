import { useState } from 'react';
import { Link } from 'react-router';
import type { Meeting } from '#shared/meetings.ts';
import type { Provenance, SyncSchedule } from '#shared/provenance.ts';
import type { DriverPodiumEntry, GainEntry, TeamPodiumEntry } from '#shared/race-summary.ts';
import { DataSource } from '#web/components/ui/data-source.tsx';
import { Podium } from '#web/components/ui/podium.tsx';
import { ResultsPending } from '#web/components/ui/results-pending.tsx';

type Props = {
  meeting: Meeting;
  drivers: DriverPodiumEntry[];
  teams: TeamPodiumEntry[];
  positionsGained: GainEntry[];
  /** Where the result came from; null while it is pending. */
  provenance: Provenance | null;
  sync: SyncSchedule;
  now: string;
};

const points = (value: number) => `${value} ${value === 1 ? 'pt' : 'pts'}`;

/**
 * The last Grand Prix's podium, and on request the team podium and the biggest climbers; "Results
 * pending" while its classification is not in, never an empty podium.
 */
export function LastRaceResults(props: Props) {
  const { meeting, drivers, provenance, sync, now } = props;
  return (
    <section className="last-race" aria-labelledby="last-race-title">
      <div className="last-race__head">
        <h2 id="last-race-title">Last race results</h2>
        <p>
          <Link to={`/schedule/${meeting.year}/${meeting.slug}`}>{meeting.name}</Link> · Round {meeting.round}
          , {meeting.year}
        </p>
      </div>
      {drivers.length > 0 ? <Podiums {...props} /> : <ResultsPending sync={sync} now={now} />}
      {provenance && <DataSource label="Results" provenance={provenance} now={now} />}
    </section>
  );
}

function Podiums({ drivers, teams, positionsGained }: Props) {
  const [more, setMore] = useState(false);
  const moreId = 'last-race-more';
  return (
    <>
      <Podium
        label="Drivers' podium"
        places={drivers.map((driver) => ({
          key: `${driver.firstName} ${driver.lastName}`,
          title: (
            <>
              {driver.firstName} <span className="upper">{driver.lastName}</span>
            </>
          ),
          detail: driver.team,
          value: points(driver.points),
        }))}
      />
      <button
        type="button"
        className="button button--outline last-race__toggle"
        aria-expanded={more}
        aria-controls={moreId}
        onClick={() => setMore((open) => !open)}
      >
        {more ? 'View fewer results' : 'View more results'}
      </button>
      <div id={moreId} className="last-race__more" hidden={!more}>
        <div>
          <h3>Teams</h3>
          <Podium
            label="Teams' podium"
            places={teams.map((team) => ({
              key: team.teamId,
              title: team.team,
              detail: 'in this race',
              value: points(team.points),
            }))}
          />
        </div>
        <div>
          <h3>Most Positions Gained</h3>
          <Podium
            label="Most positions gained"
            places={positionsGained.map((gain) => ({
              key: `${gain.firstName} ${gain.lastName}`,
              title: (
                <>
                  {gain.firstName} <span className="upper">{gain.lastName}</span>
                </>
              ),
              detail: `${gain.team} · ${gain.from} → P${gain.to}`,
              value: `+${gain.gained}`,
            }))}
          />
        </div>
      </div>
    </>
  );
}
