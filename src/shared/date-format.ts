/**
 * A shared Intl.DateTimeFormat per options, locale and time zone. Creating a formatter costs far
 * more than using one (a tenth of a millisecond and more, each), and a page formats many dates the
 * same few ways: dates on pages go through here rather than `toLocaleString` or a formatter per call.
 * Formatters are found by the options object itself, so callers pass options kept in a constant; the
 * time zones are the runtime's known ones (an unknown one throws before anything is kept).
 */
const formats = new WeakMap<Intl.DateTimeFormatOptions, Map<string, Intl.DateTimeFormat>>();

export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  timeZone?: string,
): Intl.DateTimeFormat {
  let byZone = formats.get(options);
  if (!byZone) {
    byZone = new Map();
    formats.set(options, byZone);
  }
  const key = `${locale} ${timeZone ?? ''}`;
  let format = byZone.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, timeZone === undefined ? options : { ...options, timeZone });
    byZone.set(key, format);
  }
  return format;
}
