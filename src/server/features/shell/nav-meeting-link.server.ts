import { cachedMeetings } from '#server/race-data/calendar.ts';
import type { Services } from '#server/services.ts';
import { type Meeting, meetingLink } from '#shared/meetings.ts';

/** The navbar's meeting link (docs/product.md §4), resolved on the server. */
export type NavMeetingLink = {
  label: 'Last meeting' | 'Current meeting';
  href: string;
  meetingName: string;
};

/** The navbar's meeting link at the server's now; null (logged) when no meeting can be picked. */
export async function navMeetingLink(services: Services): Promise<NavMeetingLink | null> {
  const now = services.clock.now();
  let meetings: Meeting[];
  try {
    meetings = await cachedMeetings(services);
  } catch (error) {
    // The shell renders on every page: a failed read drops the link, not the page.
    services.log.error('navbar meeting link omitted: meetings could not be read', error);
    return null;
  }
  const link = meetingLink(meetings, now);
  if (!link) {
    services.log.warn('navbar meeting link omitted: neither a last nor a current meeting', {
      now: now.toISOString(),
    });
    return null;
  }
  const { meeting } = link;
  return {
    label: link.label,
    href: `/schedule/${meeting.year}/${meeting.slug}`,
    meetingName: `${meeting.year} ${meeting.name}`,
  };
}
