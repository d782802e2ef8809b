import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { parseEnv } from '#server/env.ts';
import type { Logger } from '#server/log.ts';
import { startSmtpInbox } from '#server/testing/smtp-inbox.ts';
import { createMailer } from './mailer.ts';
import { verificationMail } from './templates.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'pitwall-mail-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const mail = verificationMail({
  to: 'fan@example.com',
  name: 'Fan <b>',
  url: 'http://localhost:3000/auth-action?mode=verifyEmail&token=abc&x=1',
});

function recordingLogger() {
  const lines: string[] = [];
  const log = (message: string) => void lines.push(message);
  return { lines, log: { debug: log, info: log, warn: log, error: log } satisfies Logger };
}

test('without SMTP_URL, mail is written to PITWALL_DATA_DIR/outbox and logged', async () => {
  const { lines, log } = recordingLogger();
  const mailer = createMailer(parseEnv({ PITWALL_DATA_DIR: dataDir }), log);
  await mailer.send(mail);
  const [file] = readdirSync(join(dataDir, 'outbox'));
  expect(file).toMatch(/\.eml$/);
  const eml = readFileSync(join(dataDir, 'outbox', file ?? ''), 'utf8');
  expect(eml).toContain('To: fan@example.com');
  expect(eml).toContain('Subject: Confirm your email for Pitwall');
  expect(eml).toContain('From: Pitwall <no-reply@localhost>');
  expect(lines.join('\n')).toContain('http://localhost:3000/auth-action?mode=verifyEmail&token=abc&x=1');
});

test('with SMTP_URL, mail goes to the SMTP server, text and HTML, names escaped in the HTML', async () => {
  const inbox = await startSmtpInbox();
  try {
    const mailer = createMailer(
      parseEnv({ SMTP_URL: inbox.url, MAIL_FROM: 'Pit <pit@example.com>' }),
      recordingLogger().log,
    );
    await mailer.send(mail);
    const received = await inbox.waitFor({ to: 'fan@example.com' });
    expect(received.subject).toBe('Confirm your email for Pitwall');
    expect(received.text).toContain('Hi Fan <b>,');
    expect(received.text).toContain(
      'Confirm my email: http://localhost:3000/auth-action?mode=verifyEmail&token=abc&x=1',
    );
    expect(received.html).toContain('Hi Fan &#60;b&#62;,');
    expect(received.html).toContain(
      'href="http://localhost:3000/auth-action?mode=verifyEmail&#38;token=abc&#38;x=1"',
    );
    expect(received.raw).toContain('From: Pit <pit@example.com>');
  } finally {
    await inbox.close();
  }
});
