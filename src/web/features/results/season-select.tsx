import { useNavigate } from 'react-router';

type Props = { basePath: string; year: number; seasons: number[] };

/**
 * The 'Season' selector (SPEC §2): choosing a year opens that season's page, which starts its list
 * afresh. Without JavaScript the form's button does the same through a GET.
 */
export function SeasonSelect({ basePath, year, seasons }: Props) {
  const navigate = useNavigate();
  return (
    <form className="season-select" method="get" action={basePath}>
      <label htmlFor="season-select" className="season-select__label">
        Season
      </label>
      <select
        id="season-select"
        name="year"
        value={year}
        onChange={(event) => navigate(`${basePath}/${event.currentTarget.value}`)}
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
