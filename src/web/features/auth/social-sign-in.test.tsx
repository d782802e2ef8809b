import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { type OAuthPopupMessage, oauthMessageType, oauthPopupChannel } from '#shared/oauth-popup-message.ts';
import { renderPage } from '#web/testing/render-page.tsx';
import { type SocialProvider, SocialSignIn } from './social-sign-in.tsx';

const providers: SocialProvider[] = [
  { id: 'google', name: 'Google' },
  { id: 'github', name: 'GitHub' },
];

// jsdom carries out only fragment navigations, so the redirect target is this page with a fragment:
// the address changing to it is the full load a browser would do.
const redirectTo = '/#signed-in';

/** The login page with its form action, which answers the no-popup (full-page) sign-in. */
function renderSignIn({ initialError = null as string | null, list = providers } = {}) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  renderPage(<SocialSignIn providers={list} redirectTo={redirectTo} initialError={initialError} />, {
    path: '/login',
    action: async ({ request }) => {
      posted.push(Object.fromEntries(await request.formData()));
      return null;
    },
  });
  return { user: userEvent.setup(), posted };
}

type FakePopup = { closed: boolean; focus: MockInstance<() => void> };

/** What the browser does with window.open: a popup window, or null when it blocks one. */
function browserOpens(popup: FakePopup | null) {
  return vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
}

/** Forms posted into the popup: jsdom cannot navigate a window, so the post is recorded instead. */
function recordFormPosts() {
  const posts: FormPost[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posts.push({
      action: new URL(this.action).pathname,
      method: this.method,
      target: this.target,
      fields: Object.fromEntries(
        [...this.querySelectorAll('input')].map((input) => [input.name, input.value] as const),
      ),
    });
  });
  return posts;
}

type FormPost = { action: string; method: string; target: string; fields: Record<string, string> };

/** The attempt id the page posted into its latest popup, which the popup's report carries back. */
const lastAttempt = (posts: FormPost[]) => posts.at(-1)?.fields.popup ?? null;

/** The popup's report as the opener receives it from window.opener.postMessage. */
function popupPostsMessage(error: string | null, attempt: string | null, origin = window.location.origin) {
  const data: OAuthPopupMessage = { type: oauthMessageType, error, attempt };
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

/** The popup's report on the shared channel, as every tab of the site hears it. */
function popupBroadcasts(error: string | null, attempt: string | null) {
  const channel = new BroadcastChannel(oauthPopupChannel);
  channel.postMessage({ type: oauthMessageType, error, attempt } satisfies OAuthPopupMessage);
  channel.close();
}

const googleButton = () => screen.getByRole('button', { name: /Google/ });

describe('SocialSignIn', () => {
  let popup: FakePopup;
  beforeEach(() => {
    popup = { closed: false, focus: vi.fn() };
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('offers one button per provider', () => {
    renderSignIn();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Continue with Google',
      'Continue with GitHub',
    ]);
  });

  it('shows nothing, not even the divider, when no provider is configured', () => {
    renderSignIn({ list: [] });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryByText('or')).toBeNull();
  });

  it('opens a 500 by 600 popup and posts the sign-in form into it', async () => {
    const open = browserOpens(popup);
    const posts = recordFormPosts();
    const { user, posted } = renderSignIn();
    await user.click(googleButton());

    expect(open).toHaveBeenCalledTimes(1);
    const [, name, features] = open.mock.calls[0] ?? [];
    expect(features).toMatch(/popup=yes,width=500,height=600,/);
    expect(posts).toEqual([
      {
        action: '/login',
        method: 'post',
        target: name,
        fields: { intent: 'google', popup: expect.stringMatching(/^[0-9a-f]{32}$/), redirectTo },
      },
    ]);
    // The page itself stays put and says what it is waiting for.
    expect(posted).toEqual([]);
    expect(googleButton().textContent).toBe('Waiting for Google…');
    expect(googleButton().getAttribute('aria-busy')).toBe('true');
  });

  it('loads the page it came from, signed in, when the popup reports success', async () => {
    browserOpens(popup);
    const posts = recordFormPosts();
    const { user } = renderSignIn();
    await user.click(googleButton());
    expect(window.location.hash).toBe('');
    popupPostsMessage(null, lastAttempt(posts));
    expect(window.location.hash).toBe('#signed-in');
  });

  it('hears the popup on the broadcast channel when the popup lost its link to this page', async () => {
    browserOpens(popup);
    const posts = recordFormPosts();
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: /GitHub/ }));
    popupBroadcasts('email_not_found', lastAttempt(posts));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The provider did not share your email address, which we need to sign you in.',
    );
    expect(screen.getByRole('button', { name: /GitHub/ }).textContent).toBe('Continue with GitHub');
  });

  it.each([
    ['access_denied', 'You cancelled the sign-in. Nothing was changed.'],
    [
      'state_mismatch',
      'Your browser refused the cookie that sign-in needs. Allow cookies for this site and try again.',
    ],
    ['ACCOUNT_NOT_LINKED', /^An account with this email already exists/],
    ['something_new', 'The sign-in did not work. Please try again.'],
  ])('shows a failed sign-in (%s) in words and offers the button again', async (code, message) => {
    browserOpens(popup);
    const posts = recordFormPosts();
    const { user } = renderSignIn();
    await user.click(googleButton());
    popupPostsMessage(code, lastAttempt(posts));
    expect(screen.getByRole('alert').textContent).toMatch(message);
    expect(googleButton().textContent).toBe('Continue with Google');
    expect(window.location.hash).toBe('');
  });

  it("ignores messages from other sites, and other tabs' results", async () => {
    browserOpens(popup);
    const posts = recordFormPosts();
    const { user } = renderSignIn();
    // Another tab's popup finishing on the shared channel must not sign this page in.
    popupPostsMessage(null, 'a'.repeat(32));
    expect(window.location.hash).toBe('');

    await user.click(googleButton());
    const attempt = lastAttempt(posts);
    popupPostsMessage(null, attempt, 'https://evil.example');
    popupPostsMessage('access_denied', attempt, 'https://evil.example');
    // Another tab's attempt, or a report naming none, while this page's popup is out.
    popupPostsMessage('access_denied', 'b'.repeat(32));
    popupPostsMessage(null, null);
    expect(window.location.hash).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(googleButton().textContent).toBe('Waiting for Google…');
  });

  it('falls back to a full-page sign-in when the browser blocks the popup', async () => {
    browserOpens(null);
    const posts = recordFormPosts();
    const { user, posted } = renderSignIn();
    await user.click(screen.getByRole('button', { name: /GitHub/ }));
    await vi.waitFor(() => expect(posted).toEqual([{ intent: 'github', redirectTo }]));
    expect(posts).toEqual([]);
  });

  it('tells the visitor when they closed the popup before finishing', async () => {
    browserOpens(popup);
    recordFormPosts();
    const { user } = renderSignIn();
    await user.click(googleButton());
    popup.closed = true;
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'The sign-in window was closed before you finished. Try again when you are ready.',
    );
    expect(googleButton().textContent).toBe('Continue with Google');
  });

  it('still signs in when the result comes after the popup was taken for closed', async () => {
    // A browser that cuts the popup's link to this page reports it closed mid-way; the popup goes
    // on and reports on the shared channel.
    browserOpens(popup);
    const posts = recordFormPosts();
    const { user } = renderSignIn();
    await user.click(googleButton());
    popup.closed = true;
    await screen.findByRole('alert', {}, { timeout: 3000 });
    popupBroadcasts(null, lastAttempt(posts));
    await vi.waitFor(() => expect(window.location.hash).toBe('#signed-in'));
  });

  it('the closing of an earlier popup does not end the next attempt', async () => {
    const second: FakePopup = { closed: false, focus: vi.fn() };
    const open = browserOpens(popup);
    const posts = recordFormPosts();
    const { user } = renderSignIn();
    await user.click(googleButton());
    // The provider sent the visitor back: the popup closes itself, and its report arrives just after
    // this page noticed the closing.
    popup.closed = true;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const first = lastAttempt(posts);
    popupPostsMessage('access_denied', first);
    expect(screen.getByRole('alert').textContent).toMatch(/cancelled/);
    // The visitor tries again straight away, while the first popup's closing is being noticed.
    open.mockImplementation(() => second as unknown as Window);
    await user.click(googleButton());
    expect(lastAttempt(posts)).not.toBe(first);
    // A late report of the first attempt does not count for the second.
    popupPostsMessage(null, first);
    expect(window.location.hash).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByText(/was closed before you finished/)).toBeNull();
    expect(googleButton().textContent).toBe('Waiting for Google…');
  });

  it('brings the open popup forward instead of opening a second one', async () => {
    const open = browserOpens(popup);
    recordFormPosts();
    const { user } = renderSignIn();
    await user.click(googleButton());
    await user.click(screen.getByRole('button', { name: /GitHub/ }));
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.focus).toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'A sign-in window is already open. Finish there, or close it to start again.',
    );
  });

  it('shows the error a full-page sign-in came back with', () => {
    renderSignIn({ initialError: 'popup-blocked' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Your browser blocked the sign-in window, so we continue in this tab.',
    );
  });
});
