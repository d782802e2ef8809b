import { Link } from 'react-router';
import { credits, site } from '../site.ts';
import { Contact } from './contact.tsx';
import type { LegalSection } from './legal-page.tsx';

/** The terms of service's last change: update it with every change of its text. */
export const termsOfServiceUpdated = '2026-11-22';

/** The terms of service's sections; `contactEmail` receives questions and account requests (none: see Contact). */
export function termsOfServiceSections(contactEmail: string | null): LegalSection[] {
  const mail = <Contact email={contactEmail} />;
  return [
    {
      id: 'agreement',
      title: 'Using this site',
      body: (
        <p>
          These terms apply to everyone who uses {site.name}. By browsing the site or creating an account you
          accept them. If you do not agree, please do not use the site.
        </p>
      ),
    },
    {
      id: 'unofficial',
      title: 'An unofficial fan site',
      body: (
        <p>
          {site.name} is made by fans and is not associated in any way with the Formula 1 companies. F1,
          FORMULA ONE, FORMULA 1, FIA FORMULA ONE WORLD CHAMPIONSHIP, GRAND PRIX and related marks are trade
          marks of Formula One Licensing B.V. Team and driver names, logos and photos belong to their owners
          and are shown here only to identify them.
        </p>
      ),
    },
    {
      id: 'data',
      title: 'Race data, times and accuracy',
      body: (
        <p>
          Schedules, results and standings come from the open F1DB database (
          <a href={credits.ccBy.url}>{credits.ccBy.name}</a>) and are updated after each session. Session
          times are shown in your device’s time zone. We work to keep everything correct, but data can be late
          or wrong: check official sources before relying on it, for example to plan travel.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: 'Your account',
      body: (
        <ul>
          <li>You must be 13 or older to create an account, and you may hold one account.</li>
          <li>
            Give a real email address and keep your password to yourself; you are responsible for what is done
            with your account. Tell us at {mail} if you think someone else has used it.
          </li>
          <li>
            If you sign in with Google or GitHub, their terms also apply to that sign-in, and your {site.name}{' '}
            account stays with us even if you later remove the connection on their side.
          </li>
          <li>You can ask us to delete your account at any time, as the Privacy Policy describes.</li>
        </ul>
      ),
    },
    {
      id: 'conduct',
      title: 'What you may not do',
      body: (
        <ul>
          <li>
            Choose a display name or profile photo that is offensive, hateful, sexual, or that impersonates
            someone else.
          </li>
          <li>
            Vote more than once per category and race, use several accounts, or use scripts to vote or to post
            reaction-game times.
          </li>
          <li>
            Try to reach other people’s accounts, get around limits, or disturb the site or its servers.
          </li>
          <li>
            Copy pages in bulk. Our results API under <code>/f1/</code> is there for programs: use it at a
            reasonable rate and credit F1DB when you publish its data.
          </li>
        </ul>
      ),
    },
    {
      id: 'your-content',
      title: 'What you add to the site',
      body: (
        <p>
          Your display name, photo, favourites, votes and game times stay yours. You allow us to store them
          and to show them on the site (for example on the leaderboard, in vote counts and fan counts) while
          your account exists. We may remove names or photos that break these terms.
        </p>
      ),
    },
    {
      id: 'suspension',
      title: 'Suspending accounts',
      body: (
        <p>
          If an account breaks these terms we may remove what it added, discount its votes or leaderboard
          times, or suspend it. Where we can, we tell you why by email, and you can reply to {mail} to ask us
          to reconsider.
        </p>
      ),
    },
    {
      id: 'support',
      title: 'Support payments',
      body: (
        <p>
          Supporting us on Ko-fi is a voluntary gift that helps pay for hosting. It buys no goods or services
          and no advantage on the site, and Ko-fi’s own terms apply to the payment.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'No warranty',
      body: (
        <p>
          The site is provided free of charge and as it is, without any warranty that it is available,
          complete or free of errors. As far as the law allows, we are not liable for losses that come from
          using it or from being unable to use it. Nothing in these terms limits rights that the law does not
          allow us to limit.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes and contact',
      body: (
        <p>
          We may change these terms; the date at the top shows the latest version, and account holders hear of
          important changes by email first. Questions go to {mail}. How we handle personal data is in the{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>.
        </p>
      ),
    },
  ];
}
