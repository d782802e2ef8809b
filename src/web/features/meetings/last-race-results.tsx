import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Meeting } from '#shared/meetings.ts';
import type { DriverPodiumEntry, GainEntry, TeamPodiumEntry } from '#shared/race-summary.ts';
import { Podium } from '#web/components/ui/podium.tsx';

type Props = {
  meeting: Meeting;
  drivers: DriverPodiumEntry[];
  teams: TeamPodiumEntry[];
  positionsGained: GainEntry[];
};

const points = (value: number) => `${value} ${value === 1 ? 'pt' : 'pts'}`;

/** The last Grand Prix's podium, and on request the team podium and the biggest climbers. */
export function LastRaceResults({ meeting, drivers, teams, positionsGained }: Props) {
  const [more, setMore] = useState(false);
  const moreId = useId();
  return (
    <section className="last-race" aria-labelledby="last-race-title">
      <div className="last-race__head">
        <h2 id="last-race-title">Last race results</h2>
        <p>
          <Link to={`/schedule/${meeting.year}/${meeting.slug}`}>{meeting.name}</Link> · Round {meeting.round}
          , {meeting.year}
        </p>
      </div>
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
    </section>
  );
}
