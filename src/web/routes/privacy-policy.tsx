import { contactEmail } from '#server/features/shell/contact-email.server.ts';
import { serverContext } from '#server/react-router-context.server.ts';
import { LegalPage } from '#web/features/shell/legal/legal-page.tsx';
import {
  privacyPolicySections,
  privacyPolicyUpdated,
} from '#web/features/shell/legal/privacy-policy-content.tsx';
import type { Route } from './+types/privacy-policy';

export function meta() {
  return [
    { title: 'Privacy Policy · Pitwall' },
    {
      name: 'description',
      content:
        'What Pitwall stores in your browser and about your account, how Google and GitHub sign-in work, and how to have your data deleted.',
    },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return { contactEmail: contactEmail(context.get(serverContext).services) };
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      updated={privacyPolicyUpdated}
      title="Privacy Policy"
      intro={
        <p>
          Pitwall keeps as little about you as it can: two preferences in your browser, and — only if you
          create an account — what that account needs. Here is all of it.
        </p>
      }
      sections={privacyPolicySections(loaderData.contactEmail)}
    />
  );
}
