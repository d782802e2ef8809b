import { useHydrated } from '#web/components/ui/use-hydrated.ts';

/**
 * Names the zone the times beside it are in: the server renders them in UTC, and only once the
 * page has hydrated does the browser re-render them in the visitor's own zone.
 */
export function TimeZoneNote() {
  return (
    <p className="muted">
      {useHydrated() ? 'Times are shown in your time zone.' : 'Times are shown in UTC.'}
    </p>
  );
}
