import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '#server/env.ts';
import type { Logger } from '#server/log.ts';

export type Mail = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send: (mail: Mail) => Promise<void>;
  /** Where mail goes: 'smtp' or the outbox folder. */
  destination: string;
};

/**
 * Mail over SMTP when SMTP_URL is set. Without it each message is written as an .eml file to
 * PITWALL_DATA_DIR/outbox and its text is logged, so sign-up works on a laptop with no mail server.
 */
export function createMailer(env: Env, log: Logger): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      destination: 'smtp',
      send: async (mail) => {
        await transport.sendMail({ from: env.MAIL_FROM, ...mail });
        log.info(`Mail sent to ${mail.to}: ${mail.subject}`);
      },
    };
  }
  const outbox = resolve(env.PITWALL_DATA_DIR, 'outbox');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    destination: outbox,
    send: async (mail) => {
      const { message } = await composer.sendMail({ from: env.MAIL_FROM, ...mail });
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const file = join(outbox, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, message as Buffer);
      log.info(`Mail to ${mail.to} (${mail.subject}) written to ${file}:\n${mail.text}`);
    },
  };
}
