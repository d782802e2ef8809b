import type { Mail } from './mailer.ts';

/** The account mails: one plain-text and one simple HTML body each, with the link in both. */

type Action = { to: string; name: string; url: string };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): Mail {
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '— Pitwall'].join(
    '\n\n',
  );
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#e10600;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#5b5b6b;font-size:13px">Or paste this address into your browser: ${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><body style="font-family:system-ui,sans-serif;color:#15151e;line-height:1.5;max-width:560px">
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
<p>— Pitwall</p>
</body></html>`;
  return { to, subject, text, html };
}

export function verificationMail({ to, name, url }: Action): Mail {
  return compose(
    to,
    'Confirm your email for Pitwall',
    [
      `Hi ${name},`,
      'Confirm this email address to finish creating your Pitwall account. The link works for 24 hours.',
      'If you did not sign up for Pitwall, ignore this mail: no account is created without confirmation.',
    ],
    { label: 'Confirm my email', url },
  );
}

export function resetPasswordMail({ to, name, url }: Action): Mail {
  return compose(
    to,
    'Reset your Pitwall password',
    [
      `Hi ${name},`,
      'Someone asked to reset the password of your Pitwall account. The link works once, for one hour.',
      'If it was not you, ignore this mail: your password stays as it is.',
    ],
    { label: 'Choose a new password', url },
  );
}

/** Sent instead of a second account when someone signs up with an address that has one. */
export function existingAccountMail({ to, name, url }: Action): Mail {
  return compose(
    to,
    'You already have a Pitwall account',
    [
      `Hi ${name},`,
      'Someone (probably you) tried to sign up for Pitwall with this email address, which already has an account.',
      'Log in instead. If you forgot your password, the login page lets you reset it.',
    ],
    { label: 'Log in to Pitwall', url },
  );
}

/** A session reminder the fan asked for on /profile/calendar. */
export function reminderMail({
  to,
  name,
  title,
  startsAt,
  url,
}: {
  to: string;
  name: string;
  title: string;
  startsAt: string;
  url: string;
}): Mail {
  return compose(
    to,
    title,
    [
      `Hi ${name},`,
      `${title}: it starts at ${startsAt}.`,
      'You get this because you asked Pitwall for reminders. Change or turn them off on your calendar page.',
    ],
    { label: 'Open the weekend', url },
  );
}
