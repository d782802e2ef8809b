/** The signed-in visitor as the shell and pages show them; null when signed out. */
export type ShellUser = {
  id: string;
  displayName: string;
  email: string;
  photoUrl: string | null;
  isAdmin: boolean;
  /** Favourites (f1db driver and constructor ids), for the highlights on standings and home. */
  favouriteDriverId: string | null;
  favouriteTeamId: string | null;
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
