import type { ErgastRequest } from './ergast-path.ts';

/** A request whose `current`, `last` and `next` have been resolved to numbers. */
export type ResolvedRequest = Omit<ErgastRequest, 'season' | 'round'> & { season?: number; round?: number };

/** The rows an endpoint answers with, and how a page of them becomes its `…Table` object. */
export type TableAnswer = {
  total: number;
  page: (offset: number, limit: number) => Record<string, unknown>;
};

/** The filters echoed in every table, in Ergast's order. */
export function criteria(request: ResolvedRequest): Record<string, string> {
  const out: Record<string, string> = {};
  if (request.season !== undefined) out.season = String(request.season);
  if (request.round !== undefined) out.round = String(request.round);
  if (request.circuitId !== undefined) out.circuitId = request.circuitId;
  if (request.constructorId !== undefined) out.constructorId = request.constructorId;
  if (request.driverId !== undefined) out.driverId = request.driverId;
  return out;
}
