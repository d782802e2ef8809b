import type { TeamSeason } from '#server/features/teams/team-page.server.ts';
import { formatPoints } from '#shared/standings.ts';
import { liveryStyle } from '#web/components/ui/livery.ts';
import { TeamCar, TeamLogo } from '#web/components/ui/team-image.tsx';

type Props = {
  team: TeamSeason['team'];
  year: number;
  /** The standing to print, or null while it is unknown or hidden by the spoiler shield. */
  standing: { position: number | null; points: number | null } | null;
};

/** The top of a team's page in its livery: logo, season, name and standing, the car beside them (under on a phone). */
export function TeamHero({ team, year, standing }: Props) {
  return (
    <header className="team-hero" style={liveryStyle(team)}>
      <div className="team-hero__band">
        <TeamLogo className="team-hero__logo" team={team} src={team.logoUrl} />
        <div className="team-hero__text">
          <p className="team-hero__season">{year} season</p>
          <h1 className="team-hero__name">{team.name}</h1>
          {standing && standing.position !== null && standing.points !== null && (
            <dl className="team-hero__standing" aria-label={`${year} standing`}>
              <div>
                <dt>Position</dt>
                <dd>{standing.position}</dd>
              </div>
              <div>
                <dt>Points</dt>
                <dd>{formatPoints(standing.points)}</dd>
              </div>
            </dl>
          )}
        </div>
        <TeamCar
          className="team-hero__car"
          team={team}
          src={team.carImageUrl}
          alt={`${team.name} ${year} car`}
        />
      </div>
    </header>
  );
}
