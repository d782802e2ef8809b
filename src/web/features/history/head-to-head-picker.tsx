type Props = {
  choices: { driverId: string; label: string }[];
  a: string | null;
  b: string | null;
  season: number | null;
  seasons: number[];
};

/** Two drivers and a scope (career or a season both raced): a GET form that works without JavaScript. */
export function HeadToHeadPicker({ choices, a, b, season, seasons }: Props) {
  const options = choices.map((choice) => (
    <option key={choice.driverId} value={choice.driverId}>
      {choice.label}
    </option>
  ));
  return (
    <form method="get" action="/head-to-head" className="card h2h-picker">
      <div className="h2h-picker__field">
        <label htmlFor="h2h-a">First driver</label>
        <select id="h2h-a" name="a" defaultValue={a ?? ''}>
          <option value="">Choose a driver</option>
          {options}
        </select>
      </div>
      <div className="h2h-picker__field">
        <label htmlFor="h2h-b">Second driver</label>
        <select id="h2h-b" name="b" defaultValue={b ?? ''}>
          <option value="">Choose a driver</option>
          {options}
        </select>
      </div>
      <div className="h2h-picker__field">
        <label htmlFor="h2h-season">Over</label>
        <select id="h2h-season" name="season" defaultValue={season ?? ''}>
          <option value="">Their careers</option>
          {seasons.map((year) => (
            <option key={year} value={year}>
              The {year} season
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        Compare
      </button>
    </form>
  );
}
