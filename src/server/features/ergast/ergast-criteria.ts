import type { ErgastRequest } from './ergast-path.ts';

/** A request whose `current`, `last` and `next` have been resolved to numbers. */
export type ResolvedRequest = Omit<ErgastRequest, 'season' | 'round'> & { season?: number; round?: number };

/** The rows an endpoint answers with, and how a page of them becomes its `…Table` object. */
export type TableAnswer = {
  total: number;
  page: (offset: number, limit: number) => Record<string, unknown>;
};

/**
 * The filters echoed in every table, with Jolpica's names: its qualifying and sprint positions are
 * not echoed, nor the lap of the laps endpoint (each lap is in the answer).
 */
const echoed = [
  ['circuitId', 'circuitId'],
  ['constructorId', 'constructorId'],
  ['driverId', 'driverId'],
  ['grid', 'grid'],
  ['position', 'position'],
  ['fastest', 'fastest'],
  ['statusId', 'status'],
  ['lap', 'lap'],
  ['stop', 'stop'],
  ['driverStandings', 'driverStandings'],
  ['constructorStandings', 'constructorStandings'],
] as const;

export function criteria(request: ResolvedRequest): Record<string, string> {
  const out: Record<string, string> = {};
  if (request.season !== undefined) out.season = String(request.season);
  if (request.round !== undefined) out.round = String(request.round);
  for (const [field, name] of echoed) {
    const value = request[field];
    if (value === undefined || (field === 'lap' && request.endpoint === 'laps')) continue;
    out[name] = String(value);
  }
  return out;
}
