/** How long before a session, as the calendar and reminder forms offer it: "30 minutes before", "A day before". */
export function minutesBeforeLabel(minutes: number): string {
  if (minutes === 0) return 'When it starts';
  if (minutes < 60) return `${minutes} minutes before`;
  if (minutes < 1440) return `${minutes / 60} hour${minutes === 60 ? '' : 's'} before`;
  return minutes === 1440 ? 'A day before' : `${minutes / 1440} days before`;
}
