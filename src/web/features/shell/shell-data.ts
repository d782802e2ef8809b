import type { NavMeetingLink } from '#server/features/shell/nav-meeting-link.server.ts';
import type { ShellUser } from '#server/features/shell/shell-user.server.ts';
import type { Shield } from '#shared/spoiler-shield.ts';

/** What the root loader gives the shell. */
export type ShellData = {
  user: ShellUser | null;
  meetingLink: NavMeetingLink | null;
  currentSeason: number;
  /** The year by the site's clock, for the footer's copyright: from the server, so hydration agrees. */
  year: number;
  /** The spoiler shield: off, or on with the sessions it hides (no outcome, only their names). */
  spoilerShield: Shield;
};
