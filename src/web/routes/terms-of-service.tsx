import { contactEmail } from '#server/features/shell/contact-email.server.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { LegalPage } from '#web/features/shell/legal/legal-page.tsx';
import {
  termsOfServiceSections,
  termsOfServiceUpdated,
} from '#web/features/shell/legal/terms-of-service-content.tsx';
import type { Route } from './+types/terms-of-service';

export function meta() {
  return [
    { title: 'Terms of Service · Pitwall' },
    {
      name: 'description',
      content:
        'The rules for using Pitwall, an unofficial Formula 1 fan site: accounts, votes, the reaction game, the results API and what we are not responsible for.',
    },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return { contactEmail: contactEmail(context.get(serverContext).services) };
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      updated={termsOfServiceUpdated}
      title="Terms of Service"
      intro={
        <p>
          The short version: enjoy the site, be fair to other fans, and check official sources for anything
          important.
        </p>
      }
      sections={termsOfServiceSections(loaderData.contactEmail)}
    />
  );
}
