import { dateFormat } from '#shared/date-format.ts';
import { useBrowserTimeZone } from '#web/components/ui/use-browser-time-zone.ts';

const newsDay: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

const format = (at: string, timeZone?: string) => dateFormat('en-GB', newsDay, timeZone).format(new Date(at));

/** The day a story was published: UTC from the server, the visitor's own zone after hydration. */
export function NewsDate({ at }: { at: string }) {
  const timeZone = useBrowserTimeZone('UTC');
  return (
    <time dateTime={at} suppressHydrationWarning>
      {format(at, timeZone)}
    </time>
  );
}
