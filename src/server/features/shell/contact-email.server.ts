import type { Services } from '#server/services.ts';

/**
 * Where privacy and account requests go: CONTACT_EMAIL. None only where env.ts allows it (outside
 * production, or a site on this machine); the legal pages then say that no address is set up.
 */
export function contactEmail({ env }: Services): string | null {
  return env.CONTACT_EMAIL ?? null;
}
