import type { DriverCandidate, TeamCandidate } from '#server/features/votes/ballot.server.ts';
import { DriverImage } from '#web/components/ui/driver-image.tsx';
import { TeamLogo } from '#web/components/ui/team-image.tsx';

type Props = {
  category: string;
  candidate: DriverCandidate | TeamCandidate;
  checked: boolean;
};

const pointsText = (points: number) => `${points} ${points === 1 ? 'pt' : 'pts'}`;

/** One candidate as a radio choice: photo or logo over its designed fallback, team, result and points. */
export function CandidateCard({ category, candidate, checked }: Props) {
  const isDriver = 'teamCode' in candidate;
  const result = isDriver
    ? `P${candidate.positionText} · ${pointsText(candidate.points)}`
    : `Best P${candidate.bestPosition} · ${pointsText(candidate.points)}`;
  return (
    <label className="candidate" style={{ '--team-colour': candidate.colour } as React.CSSProperties}>
      <input type="radio" name={category} value={candidate.id} defaultChecked={checked} />
      {isDriver ? (
        <DriverImage
          className="candidate__image"
          round
          src={candidate.photoUrl}
          number={candidate.number}
          code={candidate.code}
          countryCode={candidate.countryCode}
          team={candidate}
        />
      ) : (
        <TeamLogo className="candidate__image" team={candidate} src={candidate.logoUrl} />
      )}
      <span className="candidate__text">
        <span className="candidate__name">{candidate.name}</span>
        {isDriver && <span className="candidate__team">{candidate.teamName}</span>}
        <span className="candidate__result">{result}</span>
      </span>
    </label>
  );
}
