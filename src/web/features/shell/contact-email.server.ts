import type { Services } from '#server/services.ts';

/** Where privacy and account requests go: CONTACT_EMAIL, else privacy@ the site's host name. */
export function contactEmail({ env }: Services): string {
  return env.CONTACT_EMAIL ?? `privacy@${new URL(env.PUBLIC_URL).hostname}`;
}
