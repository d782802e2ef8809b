/** How f1db writes dates and optional scalars, turned into what our columns hold. */

/** An optional YAML scalar that our schema keeps as text (car numbers, grid penalties). */
export function asText(value: string | number | null | undefined): string | null {
  return value == null ? null : String(value);
}

/** The UTC instant of an f1db date ("2025-03-16") and time ("04:00"), or null without a time. */
export function utcInstant(date: string, time: string | null | undefined): Date | null {
  if (time == null) return null;
  const instant = new Date(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  if (Number.isNaN(instant.getTime())) throw new Error(`Bad f1db date/time: ${date} ${time}`);
  return instant;
}
