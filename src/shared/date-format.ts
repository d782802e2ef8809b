/**
 * A shared Intl.DateTimeFormat per options, locale and time zone. Creating a formatter costs far
 * more than using one (a tenth of a millisecond and more, each), and a page formats many dates the
 * same few ways: dates on pages go through here rather than `toLocaleString` or a formatter per call.
 * Formatters are found by the options object itself first, so callers keep options in a constant;
 * options written inline are matched by their content. The time zones are the runtime's known ones
 * (an unknown one throws before anything is kept).
 */
const byOptions = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();
const byContent = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  timeZone?: string,
): Intl.DateTimeFormat {
  let byZone = byOptions.get(options);
  if (!byZone) {
    byZone = new Map();
    byOptions.set(options, byZone);
  }
  const key = `${locale} ${timeZone ?? ''}`;
  let format = byZone.get(key);
  if (!format) {
    const content = JSON.stringify([locale, timeZone ?? null, options]);
    format = byContent.get(content);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, timeZone === undefined ? options : { ...options, timeZone });
      byContent.set(content, format);
    }
    byZone.set(key, format);
  }
  return format;
}

/**
 * A calendar day (YYYY-MM-DD) written in English as the options say: read at noon UTC, so it is the
 * same day whatever the reader's zone.
 */
export function formatDay(date: string, options: Intl.DateTimeFormatOptions): string {
  return dateFormat('en-GB', options, 'UTC').format(new Date(`${date}T12:00:00Z`));
}
