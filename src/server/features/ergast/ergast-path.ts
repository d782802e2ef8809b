import { ApiError } from '#server/http/errors.ts';

/** The Ergast endpoints, by their lower-case name (the spec and clients write some in camelCase). */
export const ergastEndpoints = [
  'seasons',
  'races',
  'results',
  'qualifying',
  'sprint',
  'driverstandings',
  'constructorstandings',
  'drivers',
  'constructors',
  'circuits',
  'status',
  'pitstops',
  'laps',
] as const;
export type ErgastEndpoint = (typeof ergastEndpoints)[number];

export type SeasonToken = number | 'current';
export type RoundToken = number | 'last' | 'next';

/** The numeric filters, by the request field they set. */
type NumberField =
  | 'grid'
  | 'position'
  | 'fastest'
  | 'statusId'
  | 'qualifying'
  | 'sprint'
  | 'driverStandings'
  | 'constructorStandings'
  | 'lap'
  | 'stop';
type IdField = 'circuitId' | 'constructorId' | 'driverId';

export type ErgastRequest = {
  endpoint: ErgastEndpoint;
  season?: SeasonToken;
  round?: RoundToken;
} & { [field in IdField]?: string } & { [field in NumberField]?: number };

/** Path words that filter, and the field each sets. `results/{n}` is the finishing position. */
const filterWords: Record<string, IdField | NumberField> = {
  circuits: 'circuitId',
  constructors: 'constructorId',
  drivers: 'driverId',
  grid: 'grid',
  results: 'position',
  fastest: 'fastest',
  status: 'statusId',
  qualifying: 'qualifying',
  sprint: 'sprint',
  driverstandings: 'driverStandings',
  constructorstandings: 'constructorStandings',
  laps: 'lap',
  pitstops: 'stop',
};

/** What a value after an endpoint's name means: `/drivers/{id}`, `/results/{n}`, `/status/{id}` … */
const endpointValues: Partial<Record<ErgastEndpoint, IdField | NumberField>> = {
  drivers: 'driverId',
  constructors: 'constructorId',
  circuits: 'circuitId',
  results: 'position',
  qualifying: 'qualifying',
  sprint: 'sprint',
  driverstandings: 'driverStandings',
  constructorstandings: 'constructorStandings',
  status: 'statusId',
  pitstops: 'stop',
  laps: 'lap',
};

const idFields: ReadonlySet<string> = new Set<IdField>(['circuitId', 'constructorId', 'driverId']);

/** Filters that stand for a driver's entry in a race (its result, grid, fastest lap, qualifying…). */
const entryFilters: (IdField | NumberField)[] = [
  'grid',
  'position',
  'fastest',
  'statusId',
  'qualifying',
  'sprint',
  'driverStandings',
  'constructorStandings',
];

/**
 * The filters each endpoint accepts besides season and round, after Jolpica's views: standings take
 * their own driver or constructor only; laps and pit stops are of one race.
 */
const allowed: Record<ErgastEndpoint, ReadonlySet<IdField | NumberField>> = (() => {
  const entity = new Set<IdField | NumberField>(['circuitId', 'constructorId', 'driverId', ...entryFilters]);
  return {
    seasons: entity,
    races: entity,
    circuits: entity,
    drivers: entity,
    constructors: entity,
    results: entity,
    qualifying: entity,
    sprint: entity,
    status: entity,
    driverstandings: new Set(['driverId', 'driverStandings']),
    constructorstandings: new Set(['constructorId', 'constructorStandings']),
    pitstops: new Set([...entity, 'lap', 'stop']),
    laps: new Set([...entity, 'lap']),
  };
})();

const yearPattern = /^\d{4}$/;
const roundPattern = /^\d{1,3}$/;
const numberPattern = /^\d{1,4}$/;
/**
 * Ergast ids are ASCII words with underscores and hyphens (`behra-porsche`, `lewis-evans`, `ain-diab`);
 * a few keep odd upper-case letters (`Changy`).
 */
const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

const endpointSet: ReadonlySet<string> = new Set(ergastEndpoints);
const isEndpoint = (word: string): word is ErgastEndpoint => endpointSet.has(word);

function malformed(message: string): ApiError {
  return new ApiError(400, 'bad_request', message, 'path');
}

/**
 * Parses the part of an Ergast URL after `/f1/`:
 * `[{season}[/{round}]][/{filter}/{value}…]/{endpoint}[/{value}]`, ending in `.json`, `/` or nothing.
 * Filters come in any order; endpoint and filter names are case-insensitive, ids are not. A path
 * that does not follow the grammar, or a filter its endpoint does not take, is a 400.
 */
export function parseErgastPath(path: string): ErgastRequest {
  let body = path;
  if (/\.json$/i.test(body)) body = body.slice(0, -5);
  else if (body.endsWith('/')) body = body.slice(0, -1);
  else if (/\.[a-z]+$/i.test(body)) throw new ApiError(404, 'not_found', 'Only JSON responses are offered');
  if (body === '') throw new ApiError(404, 'not_found', 'No Ergast endpoint given');

  const segments = body.split('/');
  if (segments.some((segment) => segment === '')) throw malformed('The path has an empty segment');

  const request: Partial<ErgastRequest> = {};
  let index = 0;
  const first = segments[0]!;
  if (yearPattern.test(first)) request.season = Number(first);
  else if (first.toLowerCase() === 'current') request.season = 'current';
  if (request.season !== undefined) {
    index = 1;
    const second = segments[1];
    if (second !== undefined) {
      const word = second.toLowerCase();
      if (roundPattern.test(second)) request.round = Number(second);
      else if (word === 'last' || word === 'next') request.round = word;
      if (request.round !== undefined) index = 2;
    }
  }

  // After season and round: filter pairs, then the endpoint alone (odd count) or with its value (even).
  const rest = segments.slice(index);
  if (rest.length === 0) {
    // `/2023.json` and `/2023/5.json` are the season's (or round's) races.
    return { ...request, endpoint: 'races' } as ErgastRequest;
  }
  const withValue = rest.length % 2 === 0;
  const endpointWord = rest[withValue ? rest.length - 2 : rest.length - 1]!;
  const endpoint = endpointWord.toLowerCase();
  if (!isEndpoint(endpoint)) throw malformed(`Unrecognised endpoint "${endpointWord}"`);
  request.endpoint = endpoint;
  const pairs = rest.slice(0, withValue ? -2 : -1);
  for (let i = 0; i < pairs.length; i += 2) {
    const word = pairs[i]!;
    const field = filterWords[word.toLowerCase()];
    if (!field) throw malformed(`Unrecognised filter "${word}"`);
    setField(request, field, word, pairs[i + 1]!);
  }
  if (withValue) {
    const field = endpointValues[endpoint];
    if (!field) throw malformed(`The ${endpoint} endpoint takes no value after its name`);
    setField(request, field, endpointWord, rest[rest.length - 1]!);
  }
  return checkEndpointRules(request as ErgastRequest);
}

function setField(
  request: Partial<ErgastRequest>,
  field: IdField | NumberField,
  word: string,
  value: string,
): void {
  if (request[field] !== undefined) throw malformed(`The ${word} filter is given twice`);
  if (idFields.has(field)) {
    if (!idPattern.test(value)) throw malformed(`"${value}" is not a valid ${word} id`);
    request[field as IdField] = value;
  } else {
    if (!numberPattern.test(value)) throw malformed(`"${value}" is not a number for ${word}`);
    request[field as NumberField] = Number(value);
  }
}

/** Which filters each endpoint accepts, as Jolpica does; standings and race timing need a season. */
function checkEndpointRules(request: ErgastRequest): ErgastRequest {
  const { endpoint } = request;
  for (const [field, value] of Object.entries(request)) {
    if (field === 'endpoint' || field === 'season' || field === 'round' || value === undefined) continue;
    if (!allowed[endpoint].has(field as IdField | NumberField)) {
      throw malformed(`The ${endpoint} endpoint cannot be filtered by ${field}`);
    }
  }
  const standings = endpoint === 'driverstandings' || endpoint === 'constructorstandings';
  // Without a season, standings list each season's final table, narrowed to a position (the
  // champions) or to one driver or constructor; all of them at once is not offered.
  const narrowed = [
    request.driverStandings,
    request.constructorStandings,
    request.driverId,
    request.constructorId,
  ];
  if (standings && request.season === undefined && narrowed.every((value) => value === undefined)) {
    throw malformed('Standings need a season, a position or a driver or constructor');
  }
  if ((endpoint === 'pitstops' || endpoint === 'laps') && request.round === undefined) {
    throw malformed(`The ${endpoint} endpoint needs a season and a round`);
  }
  return request;
}

/** Whether a request filters on a driver's race entry beyond who, where and when. */
export function filtersEntries(request: Partial<ErgastRequest>): boolean {
  return entryFilters.some((field) => request[field] !== undefined);
}
