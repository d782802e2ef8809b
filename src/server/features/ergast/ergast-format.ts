/**
 * Pure rules that turn f1db values into Ergast's strings. Every Ergast value is a string, numbers
 * included.
 */

/** Ergast stored coordinates as single-precision floats: six significant digits, no trailing zeros. */
export function formatCoordinate(value: number): string {
  return String(Number(value.toPrecision(6)));
}

/** Points as Ergast writes them: `25`, `0.5`. */
export function ergastPoints(points: number | null): string {
  return String(points ?? 0);
}

/** `HH:MM:SSZ` of a UTC instant, as in the schedule. */
export function formatUtcTime(at: Date): string {
  return `${at.toISOString().slice(11, 19)}Z`;
}

/**
 * Ergast's positionText for an f1db position code. Jolpica no longer writes `N` (not classified):
 * it writes `R`, and so do we.
 */
export function ergastPositionText(f1dbPositionText: string): string {
  switch (f1dbPositionText) {
    case 'DNF':
    case 'NC':
      return 'R';
    case 'DSQ':
      return 'D';
    case 'EX':
      return 'E';
    case 'DNQ':
    case 'DNPQ':
      return 'F';
    case 'DNS':
    case 'DNP':
      return 'W';
    default:
      return f1dbPositionText;
  }
}

/**
 * Average speed of a lap in km/h from the course length and the lap time, cut (not rounded) to
 * three decimals as Ergast does. Millimetres and milliseconds keep the arithmetic exact.
 */
export function averageSpeedKph(courseLengthKm: number, lapMillis: number): string {
  const millimetres = Math.round(courseLengthKm * 1_000_000);
  const metresPerHour = Math.floor((millimetres * 3600) / lapMillis);
  return (metresPerHour / 1000).toFixed(3);
}

/**
 * A best-effort English Wikipedia address for an article title. f1db keeps no Wikipedia links, so
 * titles come from names and can miss where Wikipedia disambiguates (`George_Russell_(racing_driver)`).
 */
export function wikipediaUrl(title: string, scheme: 'http' | 'https' = 'http'): string {
  return `${scheme}://en.wikipedia.org/wiki/${encodeURIComponent(title.replaceAll(' ', '_'))}`;
}

/** Wikipedia titles seasons up to 1980 "… Formula One season" and later ones "… World Championship". */
export function seasonWikipediaUrl(year: number): string {
  return wikipediaUrl(year <= 1980 ? `${year} Formula One season` : `${year} Formula One World Championship`);
}

/** Ergast's short country names where they differ from f1db's (circuit locations). */
const ergastCountryNames: Record<string, string> = {
  'united-states-of-america': 'USA',
  'united-kingdom': 'UK',
  'united-arab-emirates': 'UAE',
  'south-korea': 'Korea',
};

export function ergastCountryName(countryId: string, f1dbName: string): string {
  return ergastCountryNames[countryId] ?? f1dbName;
}

/** Ergast's nationality words where they differ from f1db's demonyms (Ergast writes ASCII). */
const ergastNationalities: Record<string, string> = {
  monaco: 'Monegasque',
};

export function ergastNationality(countryId: string, demonym: string | null): string | undefined {
  return ergastNationalities[countryId] ?? demonym ?? undefined;
}
