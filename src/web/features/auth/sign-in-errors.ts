/**
 * Human messages for what can go wrong signing in: the identity error codes docs/product.md §8 lists (with
 * what stands for each here) and the codes better-auth and the providers send back.
 */
const messages: Record<string, string> = {
  // docs/product.md §8's identity errors.
  'popup-blocked': 'Your browser blocked the sign-in window, so we continue in this tab.',
  'popup-closed-by-user': 'The sign-in window was closed before you finished. Try again when you are ready.',
  'cancelled-popup-request': 'A sign-in window is already open. Finish there, or close it to start again.',
  'network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'web-storage-unsupported':
    'Your browser refused the cookie that sign-in needs. Allow cookies for this site and try again.',
  'unauthorized-domain': 'This sign-in did not start on this site. Please start again from the login page.',
  'invalid-api-key': 'This sign-in method is not available right now. Please use another one.',
  'internal-error': 'Something went wrong on our side. Please try again.',
  // What comes back from the OAuth round trip (better-auth callback codes, OAuth error codes).
  access_denied: 'You cancelled the sign-in. Nothing was changed.',
  account_not_linked:
    'An account with this email already exists, but its email is not confirmed yet. Confirm it from the mail we sent you and log in with your password; after that this sign-in works too.',
  unable_to_link_account: 'We could not add this sign-in to your account. Please try again.',
  account_already_linked_to_different_user: 'This sign-in already belongs to another Pitwall account.',
  email_not_found: 'The provider did not share your email address, which we need to sign you in.',
  email_not_verified:
    'The provider has not confirmed your email address yet. Confirm it there and try again.',
  unable_to_get_user_info: 'The provider did not send your profile. Please try again.',
  invalid_code: 'The sign-in expired before it finished. Please try again.',
  no_code: 'The sign-in did not finish. Please try again.',
  state_mismatch:
    'Your browser refused the cookie that sign-in needs. Allow cookies for this site and try again.',
  state_not_found:
    'Your browser refused the cookie that sign-in needs. Allow cookies for this site and try again.',
  please_restart_the_process: 'The sign-in took too long or was interrupted. Please start again.',
  invalid_client: 'This sign-in method is not available right now. Please use another one.',
  unauthorized_client: 'This sign-in method is not available right now. Please use another one.',
  oauth_provider_not_found: 'This sign-in method is not available right now. Please use another one.',
  banned: 'This account is suspended.',
  rate_limited: 'Too many attempts. Please wait a minute and try again.',
  internal_server_error: 'Something went wrong on our side. Please try again.',
};

export function signInErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  // Own keys only: a code such as `__proto__` or `constructor` names no message.
  const known = [code, code.toLowerCase()].find((key) => Object.hasOwn(messages, key));
  return known ? (messages[known] as string) : 'The sign-in did not work. Please try again.';
}
