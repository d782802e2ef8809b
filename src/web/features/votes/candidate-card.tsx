import type { DriverCandidate, TeamCandidate } from '#server/features/votes/ballot.server.ts';
import { FallbackImage } from '#web/components/ui/fallback-image.tsx';

type Props = {
  category: string;
  candidate: DriverCandidate | TeamCandidate;
  checked: boolean;
};

const pointsText = (points: number) => `${points} ${points === 1 ? 'pt' : 'pts'}`;

/** One candidate as a radio choice: photo or logo over a designed fallback, team, result and points. */
export function CandidateCard({ category, candidate, checked }: Props) {
  const isDriver = 'teamCode' in candidate;
  const result = isDriver
    ? `P${candidate.positionText} · ${pointsText(candidate.points)}`
    : `Best P${candidate.bestPosition} · ${pointsText(candidate.points)}`;
  return (
    <label className="candidate" style={{ '--team-colour': candidate.colour } as React.CSSProperties}>
      <input type="radio" name={category} value={candidate.id} defaultChecked={checked} />
      <FallbackImage
        className="candidate__image"
        src={isDriver ? candidate.photoUrl : candidate.logoUrl}
        alt=""
        width={56}
        height={56}
        fallback={
          <span
            className="candidate__fallback"
            style={{ background: candidate.colour, color: candidate.textColour }}
          >
            {candidate.code}
          </span>
        }
      />
      <span className="candidate__text">
        <span className="candidate__name">{candidate.name}</span>
        {isDriver && <span className="candidate__team">{candidate.teamName}</span>}
        <span className="candidate__result">{result}</span>
      </span>
    </label>
  );
}
