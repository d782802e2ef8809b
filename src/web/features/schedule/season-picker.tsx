import { useNavigate } from 'react-router';

type Props = { year: number; seasons: number[] };

/** Switches the schedule to another season (`?year=`); a plain GET form without JavaScript. */
export function SeasonPicker({ year, seasons }: Props) {
  const navigate = useNavigate();
  return (
    <form className="season-picker" method="get" action="/schedule">
      <label htmlFor="schedule-season">Season</label>
      <select
        id="schedule-season"
        name="year"
        value={year}
        onChange={(event) => navigate(`/schedule?year=${event.currentTarget.value}`)}
      >
        {seasons.map((season) => (
          <option key={season} value={season}>
            {season}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--outline">
          Show
        </button>
      </noscript>
    </form>
  );
}
