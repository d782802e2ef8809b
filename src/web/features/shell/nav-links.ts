import type { MenuLink } from '#web/components/ui/disclosure-menu.tsx';

export const standingsLinks: readonly MenuLink[] = [
  { to: '/teams', label: 'Teams' },
  { to: '/drivers', label: 'Drivers' },
];

/** Results pages open on the season in focus (docs/product.md §9: results links fixed at the current season). */
export function resultsLinks(season: number): MenuLink[] {
  return [
    { to: `/race-results/${season}`, label: 'Races' },
    { to: `/qualifying-results/${season}`, label: 'Qualifying' },
  ];
}

/** The live page: the session in progress, else the next one's countdown or the last one's result. */
export const liveLink: MenuLink = { to: '/live', label: 'Live' };

/** The way in for signed-out visitors: a button in the wide navbar, an entry in the hamburger. */
export const loginLink: MenuLink = { to: '/login', label: 'Log in' };

/**
 * The hamburger's entries on narrow screens (docs/product.md §2, plus Live), Log in added while signed
 * out. Destinations the wide navbar also has come from its links, so both call them the same.
 */
export function mobileLinks(season: number, signedIn: boolean): MenuLink[] {
  return [
    ...resultsLinks(season),
    liveLink,
    { to: '/reaction-game', label: 'Game' },
    { to: '/f1-history', label: 'History' },
    ...(signedIn ? [] : [loginLink]),
  ];
}
