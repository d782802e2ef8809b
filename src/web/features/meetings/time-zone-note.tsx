import { useHydrated } from '#web/components/ui/use-hydrated.ts';

/**
 * Names the zone the times beside it are in: the server renders them in UTC (or the zone the browser
 * reported on an earlier visit), and once the page has hydrated the browser re-renders them in the
 * visitor's own zone.
 */
export function TimeZoneNote({ serverTimeZone = 'UTC' }: { serverTimeZone?: string }) {
  const own = useHydrated() || serverTimeZone !== 'UTC';
  return <p className="muted">{own ? 'Times are shown in your time zone.' : 'Times are shown in UTC.'}</p>;
}
