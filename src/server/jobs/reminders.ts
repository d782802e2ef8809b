import { sendDueReminders } from '#server/features/reminders/reminders.server.ts';
import { createMailer } from '#server/mail/mailer.ts';
import type { Services } from '#server/services.ts';
import type { Job } from './scheduler.ts';

/** Advisory lock key of the reminders job ("remi" in ASCII): one instance sends them. */
export const remindersLockKey = 0x72656d69;

/** Sends the reminders that fell due, every minute. */
export function remindersJob(services: Services): Job {
  const mailer = createMailer(services.env, services.log);
  return {
    name: 'reminders',
    lockKey: remindersLockKey,
    intervalMs: 60_000,
    run: async () => {
      const sent = await sendDueReminders(services, { mailer });
      if (sent.email + sent.push + sent.gone > 0) {
        services.log.info(
          `Reminders: ${sent.email} by e-mail, ${sent.push} by push, ${sent.gone} dropped subscriptions`,
        );
      }
      return undefined;
    },
  };
}
