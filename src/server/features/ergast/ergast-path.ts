import { ApiError } from '#server/http/errors.ts';

/** The Ergast endpoints we serve, by their lower-case name (the spec and clients write some in camelCase). */
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
] as const;
export type ErgastEndpoint = (typeof ergastEndpoints)[number];

/** Ergast endpoints and filters that exist upstream but that we do not offer: a 404, not a malformed path. */
const unsupportedWords = new Set(['laps', 'pitstops', 'status', 'grid', 'fastest']);

export type SeasonToken = number | 'current';
export type RoundToken = number | 'last' | 'next';

export type ErgastRequest = {
  endpoint: ErgastEndpoint;
  season?: SeasonToken;
  round?: RoundToken;
  circuitId?: string;
  constructorId?: string;
  driverId?: string;
  /** Finishing/qualifying/standings position from `/results/{pos}` or a trailing `/{pos}`. */
  position?: number;
};

const filterFields = {
  circuits: 'circuitId',
  constructors: 'constructorId',
  drivers: 'driverId',
} as const;
type FilterWord = keyof typeof filterFields;

const yearPattern = /^\d{4}$/;
const roundPattern = /^\d{1,3}$/;
const positionPattern = /^\d{1,3}$/;
/** Ergast ids are ASCII words with underscores; a few keep odd upper-case letters (`Changy`). */
const idPattern = /^[A-Za-z0-9_]{1,64}$/;

const endpointSet: ReadonlySet<string> = new Set(ergastEndpoints);
const isEndpoint = (word: string): word is ErgastEndpoint => endpointSet.has(word);
const isFilterWord = (word: string): word is FilterWord => word in filterFields;

function malformed(message: string): ApiError {
  return new ApiError(400, 'bad_request', message, 'path');
}

function notOffered(word: string): ApiError {
  return new ApiError(404, 'not_found', `The Ergast "${word}" endpoint or filter is not offered here`);
}

/**
 * Parses the part of an Ergast URL after `/f1/`: `[{season}[/{round}]][/{filter}/{id}…]/{endpoint}[/{value}]`
 * ending in `.json`, `/` or nothing. Throws a 400 ApiError for a malformed path and a 404 for an
 * endpoint we do not serve. Endpoint and filter names are case-insensitive; ids are not.
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

  const rest = segments.slice(index);
  let pairs: string[];
  let value: string | undefined;
  if (rest.length === 0) {
    // `/2023.json` and `/2023/5.json` are the season's (or round's) races.
    request.endpoint = 'races';
    pairs = [];
  } else {
    const last = rest[rest.length - 1]!;
    const beforeLast = rest[rest.length - 2]?.toLowerCase();
    if (isEndpoint(last.toLowerCase())) {
      request.endpoint = last.toLowerCase() as ErgastEndpoint;
      pairs = rest.slice(0, -1);
    } else if (beforeLast !== undefined && isEndpoint(beforeLast)) {
      request.endpoint = beforeLast;
      value = last;
      pairs = rest.slice(0, -2);
    } else if (unsupportedWords.has(last.toLowerCase())) {
      throw notOffered(last.toLowerCase());
    } else if (beforeLast !== undefined && unsupportedWords.has(beforeLast)) {
      throw notOffered(beforeLast);
    } else {
      throw malformed(`Unrecognised path segment "${last}"`);
    }
  }

  applyFilters(request, pairs);
  if (value !== undefined) applyEndpointValue(request, request.endpoint, value);
  return checkEndpointRules(request as ErgastRequest);
}

function applyFilters(request: Partial<ErgastRequest>, pairs: string[]): void {
  if (pairs.length % 2 === 1) throw malformed(`Unrecognised path segment "${pairs[pairs.length - 1]}"`);
  for (let i = 0; i < pairs.length; i += 2) {
    const word = pairs[i]!.toLowerCase();
    const value = pairs[i + 1]!;
    if (word === 'results') {
      if (request.position !== undefined) throw malformed('The results filter is given twice');
      request.position = parsePosition(value);
    } else if (isFilterWord(word)) {
      setFilter(request, word, value);
    } else if (unsupportedWords.has(word)) {
      throw notOffered(word);
    } else {
      throw malformed(`Unrecognised filter "${pairs[i]}"`);
    }
  }
}

function setFilter(request: Partial<ErgastRequest>, word: FilterWord, value: string): void {
  const field = filterFields[word];
  if (request[field] !== undefined) throw malformed(`The ${word} filter is given twice`);
  if (!idPattern.test(value)) throw malformed(`"${value}" is not a valid ${word} id`);
  request[field] = value;
}

function parsePosition(value: string): number {
  if (!positionPattern.test(value)) throw malformed(`"${value}" is not a position`);
  return Number(value);
}

function applyEndpointValue(request: Partial<ErgastRequest>, endpoint: ErgastEndpoint, value: string): void {
  if (endpoint === 'drivers' || endpoint === 'constructors' || endpoint === 'circuits') {
    setFilter(request, endpoint, value);
  } else if (endpoint === 'seasons' || endpoint === 'races') {
    throw malformed(`The ${endpoint} endpoint takes no value after its name`);
  } else {
    if (request.position !== undefined) throw malformed('The position is given twice');
    request.position = parsePosition(value);
  }
}

/** Which filters each endpoint accepts, as Jolpica does (standings need a season). */
function checkEndpointRules(request: ErgastRequest): ErgastRequest {
  const { endpoint } = request;
  if (endpoint === 'driverstandings' || endpoint === 'constructorstandings') {
    if (request.season === undefined) throw malformed('Standings need a season');
    if (request.circuitId !== undefined) throw malformed('Standings cannot be filtered by circuit');
    if (endpoint === 'driverstandings' && request.constructorId !== undefined) {
      throw malformed('Driver standings cannot be filtered by constructor');
    }
    if (endpoint === 'constructorstandings' && request.driverId !== undefined) {
      throw malformed('Constructor standings cannot be filtered by driver');
    }
  }
  if (
    request.position !== undefined &&
    endpoint !== 'results' &&
    endpoint !== 'qualifying' &&
    endpoint !== 'sprint' &&
    endpoint !== 'driverstandings' &&
    endpoint !== 'constructorstandings'
  ) {
    // `/results/{pos}/` as a filter of other endpoints is Ergast's, but we do not offer it.
    throw notOffered('results');
  }
  return request;
}
