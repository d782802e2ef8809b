import type { TitleRaceView } from '#server/features/title-race/title-race.server.ts';

type Props = { view: TitleRaceView; year: number; path: '/drivers' | '/teams' };

/** Looks back at the title race after an earlier round of the season: a plain GET form. */
export function TitleRaceRound({ view, year, path }: Props) {
  if (view.roundsRun.length < 2) return null;
  return (
    <form className="title-race__round" method="get" action={`${path}#title-race`}>
      <input type="hidden" name="season" value={year} />
      <label htmlFor={`title-race-after-${view.championship}`}>See the title race after</label>
      <select
        id={`title-race-after-${view.championship}`}
        name="after"
        defaultValue={view.after.round}
        className="field__input"
      >
        {view.roundsRun.map((round) => (
          <option key={round.round} value={round.round}>
            Round {round.round}, {round.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--outline">
        See that round
      </button>
    </form>
  );
}
