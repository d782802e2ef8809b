import type { MenuLink } from '#web/components/ui/disclosure-menu.tsx';

export const standingsLinks: readonly MenuLink[] = [
  { to: '/teams', label: 'Teams' },
  { to: '/drivers', label: 'Drivers' },
];

/** Results pages open on the season in focus (SPEC §9: results links fixed at the current season). */
export function resultsLinks(season: number): MenuLink[] {
  return [
    { to: `/race-results/${season}`, label: 'Races' },
    { to: `/qualifying-results/${season}`, label: 'Qualifying' },
  ];
}

/** The hamburger's entries on narrow screens (SPEC §2), Login added while signed out. */
export function mobileLinks(season: number, signedIn: boolean): MenuLink[] {
  return [
    ...resultsLinks(season),
    { to: '/reaction-game', label: 'Game' },
    { to: '/f1-history', label: 'History' },
    ...(signedIn ? [] : [{ to: '/login', label: 'Login' }]),
  ];
}
