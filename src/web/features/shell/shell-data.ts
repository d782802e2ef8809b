/** The signed-in visitor as the shell shows them; null while accounts are signed out. */
export type ShellUser = {
  displayName: string;
  email: string;
  photoUrl: string | null;
};

/** The navbar's meeting link (SPEC §4), resolved on the server. */
export type NavMeetingLink = {
  label: 'Last meeting' | 'Current meeting';
  href: string;
  meetingName: string;
};

/** What the root loader gives the shell. */
export type ShellData = {
  user: ShellUser | null;
  meetingLink: NavMeetingLink | null;
  currentSeason: number;
};
