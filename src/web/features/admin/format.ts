/** Instants on admin pages: UTC, to the minute, the same on every screen ("2025-07-06 14:00 UTC"). */
export function utcText(at: Date | string | null | undefined): string {
  if (!at) return '—';
  return `${new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
