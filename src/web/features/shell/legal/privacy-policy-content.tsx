import { Link } from 'react-router';
import { timeZoneCookie } from '#shared/time-zone-cookie.ts';
import { storageKeys } from '../preferences.ts';
import { site } from '../site.ts';
import { Contact } from './contact.tsx';
import type { LegalSection } from './legal-page.tsx';

/** The privacy policy's last change: update it with every change of its text. */
export const privacyPolicyUpdated = '2026-11-22';

/** The privacy policy's sections; `contactEmail` receives privacy and deletion requests (none: see Contact). */
export function privacyPolicySections(contactEmail: string | null): LegalSection[] {
  const mail = <Contact email={contactEmail} />;
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <p>
          {site.name} is an unofficial Formula 1 fan website run by fans. It is not associated with the
          Formula 1 companies. For anything about your data, write to {mail}.
        </p>
      ),
    },
    {
      id: 'browser-storage',
      title: 'Cookies and browser storage',
      body: (
        <>
          <p>
            We use no advertising or analytics cookies and no tracking pixels. Your browser keeps these
            entries for us; they never leave your device except the cookies, which are sent only to{' '}
            {site.name}:
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">Entry</th>
                <th scope="col">What it is for, and how long it stays</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  <code>{storageKeys.darkMode}</code>
                  <br />
                  <span className="muted">local storage</span>
                </td>
                <td>
                  Remembers whether you chose the dark or the light theme (“true” or “false”). Kept until you
                  clear your browser data.
                </td>
              </tr>
              <tr>
                <td>
                  <code>{storageKeys.colourSafe}</code>
                  <br />
                  <span className="muted">local storage</span>
                </td>
                <td>
                  Remembers whether charts and bars use the colour-blind palette instead of team colours
                  (“true” or “false”). Kept until you clear your browser data.
                </td>
              </tr>
              <tr>
                <td>
                  <code>{storageKeys.cookieAccepted}</code>
                  <br />
                  <span className="muted">local storage</span>
                </td>
                <td>
                  Remembers that you closed the cookie notice, so it does not come back. Kept until you clear
                  your browser data.
                </td>
              </tr>
              <tr>
                <td>
                  <code>{timeZoneCookie}</code>
                  <br />
                  <span className="muted">cookie, schedule pages only</span>
                </td>
                <td>
                  Your browser’s time zone (for example “Europe/Bucharest”), so the schedule arrives with
                  session times already in your local time. Sent only with requests for schedule pages; kept
                  for a year.
                </td>
              </tr>
              <tr>
                <td>
                  <code>pitwall-spoilers</code>
                  <br />
                  <span className="muted">cookie</span>
                </td>
                <td>
                  The races and sessions your spoiler shield hides until you mark them watched, when you set
                  it without signing in. Kept for 400 days.
                </td>
              </tr>
              <tr>
                <td>
                  <code>pitwall-tv-delay</code>
                  <br />
                  <span className="muted">cookie, the live page only</span>
                </td>
                <td>
                  The delay you set to follow your TV (“Follow my TV”), in seconds, so the live page arrives
                  already holding its timing back. Sent only with requests for the live page; kept for a year,
                  removed when you set the delay to 0.
                </td>
              </tr>
              <tr>
                <td>
                  Session cookie
                  <br />
                  <span className="muted">HTTP only</span>
                </td>
                <td>
                  Keeps you signed in. Set only when you sign in; scripts on the page cannot read it. Removed
                  when you sign out or the session expires.
                </td>
              </tr>
            </tbody>
          </table>
          <p>
            During a sign-in with Google or GitHub a short-lived cookie protects the round trip against
            forgery; it is removed when the sign-in completes. All of these are needed for the site to work as
            you asked, so they need no consent. You can remove them at any time in your browser’s settings.
          </p>
        </>
      ),
    },
    {
      id: 'accounts',
      title: 'Your account and what we store',
      body: (
        <>
          <p>Browsing needs no account. If you create one, we store:</p>
          <ul>
            <li>your email address and whether you confirmed it;</li>
            <li>your password, only as a salted hash — the password itself is never stored;</li>
            <li>
              the display name and profile photo you choose (photos are resized and kept on our server);
            </li>
            <li>your favourite driver and favourite team;</li>
            <li>your Fan’s Choice Awards votes and your reaction-game times;</li>
            <li>
              your Predict the weekend picks and scores, and the leagues you create or join: your display name
              and points show in the season table to everyone, and your picks to your leagues’ members once
              they lock;
            </li>
            <li>
              your active sessions, each with the time it started, the IP address and the browser it was
              started from, so you stay signed in and we can spot misuse.
            </li>
          </ul>
          <p>
            Your display name, photo, favourites and game times can appear to other visitors (for example on
            the reaction-game leaderboard or as a fan count on the standings). Your email address is never
            shown to anyone else. We send you email only to confirm your address and to reset your password.
          </p>
        </>
      ),
    },
    {
      id: 'third-party-sign-in',
      title: 'Signing in with Google or GitHub',
      body: (
        <p>
          If you choose to sign in with Google or GitHub, that company confirms who you are and tells us your
          account’s identifier, your email address, your name and your profile picture. We use them only to
          create and sign in your {site.name} account. We ask for no other permissions and cannot post or read
          anything in your Google or GitHub account. Their own privacy policies apply to what happens on their
          sign-in pages.
        </p>
      ),
    },
    {
      id: 'other-services',
      title: 'Other services your browser contacts',
      body: (
        <ul>
          <li>
            Driver, car and team photos are loaded from the official F1 website, so its servers see your IP
            address and browser details when a page shows them.
          </li>
          <li>
            News items link to Formula1.com and RaceFans; the support link leads to Ko-fi. Those sites are
            contacted only if you follow the links.
          </li>
          <li>
            Race data comes from the open F1DB database and is served from our own server; loading it shares
            nothing about you.
          </li>
        </ul>
      ),
    },
    {
      id: 'use-and-sharing',
      title: 'How we use data, and with whom we share it',
      body: (
        <p>
          We use your data to run your account and the features you use, to keep the site secure and to fix
          errors. We do not sell it, do not use it for advertising and do not share it, except with the
          companies that host the site and deliver its email, which process it only on our behalf, or when the
          law requires us to. Server logs record errors and are kept for at most 30 days.
        </p>
      ),
    },
    {
      id: 'deletion',
      title: 'Deleting your account',
      body: (
        <>
          <p>
            Write to {mail} from the email address of your account and ask us to delete it. Within 30 days we
            delete the account and everything stored with it — profile, photo, favourites, votes, game times,
            predictions, leagues and sessions — and confirm by email. Your votes then also leave the published
            counts, and you leave the prediction tables.
          </p>
          <p>You can also ask us for a copy of your data, or to correct it, in the same way.</p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <p>
          Depending on where you live (for example under the EU and UK GDPR) you may have the right to access,
          correct, delete and export your data, and to object to or restrict how we use it. We answer requests
          within one month. You may also complain to your data protection authority. Accounts are for people
          aged 13 or over.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          When this policy changes we update the date at the top of this page; if a change affects how we use
          data you already gave us, we tell account holders by email before it applies. See also our{' '}
          <Link to="/terms-of-service">Terms of Service</Link>.
        </p>
      ),
    },
  ];
}
