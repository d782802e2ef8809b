import { useNavigate } from 'react-router';
import './season-select.css';

type Props = {
  /** Where the no-JavaScript form submits its field. */
  action: string;
  /** The field's name in that GET (`year` unless the page reads another). */
  name?: string;
  year: number;
  seasons: number[];
  /** The page of a season, opened as soon as one is chosen. */
  hrefFor: (season: number) => string;
  id: string;
};

/**
 * The 'Season' selector (docs/product.md §2): choosing a year opens that season's page. Without JavaScript the
 * form's button does the same through a GET.
 */
export function SeasonSelect({ action, name = 'year', year, seasons, hrefFor, id }: Props) {
  const navigate = useNavigate();
  return (
    <form className="season-select" method="get" action={action}>
      <label htmlFor={id} className="season-select__label">
        Season
      </label>
      <select
        id={id}
        name={name}
        value={year}
        onChange={(event) => navigate(hrefFor(Number(event.currentTarget.value)))}
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
