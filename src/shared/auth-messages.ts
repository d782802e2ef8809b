/**
 * The alert texts of docs/product.md §6 and §7, word for word, shared by the API, the route guards and the
 * pages that show them.
 */
export const authMessages = {
  alreadyLoggedIn: 'Already logged in!',
  loginRequired: 'You have to log in to view this page!',
  adminLoginRequired: 'Log in to admin account first!',
  notAdmin: 'You are not the admin',
  invalidSession: 'Invalid or expired token. Please log in again.',
  adminCheckFailed: 'Server error during admin check',
  notAuthenticated: 'User is not authenticated',
} as const;

type Notice = { text: string; tone: 'alert' | 'status' };

/**
 * Messages a redirect can leave for the next page in `?notice=<key>`: the guards' alerts and a
 * few confirmations. Only these keys are read, so the URL never carries text of its own.
 */
export const notices = {
  alreadyLoggedIn: { text: authMessages.alreadyLoggedIn, tone: 'alert' },
  loginRequired: { text: authMessages.loginRequired, tone: 'alert' },
  adminLoginRequired: { text: authMessages.adminLoginRequired, tone: 'alert' },
  notAdmin: { text: authMessages.notAdmin, tone: 'alert' },
  invalidSession: { text: authMessages.invalidSession, tone: 'alert' },
  adminCheckFailed: { text: authMessages.adminCheckFailed, tone: 'alert' },
  passwordChanged: { text: 'Your password is changed. Log in with the new one.', tone: 'status' },
  profileSaved: { text: 'Your profile is saved.', tone: 'status' },
  emailConfirmed: {
    text: 'Your email is confirmed and you are logged in. Welcome to Pitwall!',
    tone: 'status',
  },
  emailConfirmedAlready: { text: 'Your email is confirmed already. Log in to continue.', tone: 'status' },
} as const satisfies Record<string, Notice>;

export type NoticeKey = keyof typeof notices;

export function readNotice(value: string | null): Notice | null {
  if (!value || !Object.hasOwn(notices, value)) return null;
  return notices[value as NoticeKey];
}

/** A same-site path with a notice for the page it leads to. */
export function withNotice(path: string, notice: NoticeKey): string {
  const url = new URL(path, 'http://pitwall.invalid');
  url.searchParams.set('notice', notice);
  return `${url.pathname}${url.search}`;
}
