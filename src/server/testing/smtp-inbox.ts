import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port that keeps every message it receives, for tests that
 * follow the links the site mails. Point SMTP_URL at `inbox.url`.
 */

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; raw: string };

export type SmtpInbox = {
  url: string;
  messages: ReceivedMail[];
  /** The first message (already received or arriving within `timeoutMs`) that matches. */
  waitFor: (match: { to: string; subject?: RegExp }, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const listeners = new Set<() => void>();
  const server = new SMTPServer({
    // Plain local SMTP: no TLS upgrade to a self-signed certificate, no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        messages.push({ ...parseMessage(raw), to, raw });
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;

  const find = (match: { to: string; subject?: RegExp }) =>
    messages.find(
      (mail) =>
        mail.to.includes(match.to.toLowerCase()) && (!match.subject || match.subject.test(mail.subject)),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (match, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const mail = find(match);
          if (!mail) return false;
          listeners.delete(listener);
          clearTimeout(timer);
          resolve(mail);
          return true;
        };
        const listener = () => void check();
        const timer = setTimeout(() => {
          listeners.delete(listener);
          const seen = messages.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join('; ') || 'none';
          reject(
            new Error(`No mail to ${match.to} matching ${match.subject ?? 'anything'} (received: ${seen})`),
          );
        }, timeoutMs);
        listeners.add(listener);
        check();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`${escaped}[^\\s<>"]*`).exec(mail.text)?.[0];
  if (!link) throw new Error(`No link to ${prefix} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}

// A small MIME reader: enough for the multipart/alternative mails nodemailer writes.

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = part.body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return part.body;
}

function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(splitPart(chunk.replace(/^\n/, ''))));
}

function parseMessage(raw: string): { subject: string; text: string; html: string } {
  const message = splitPart(raw);
  const parts = leafParts(message);
  const ofType = (type: string) =>
    parts.find((part) => (part.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: text ? decodeBody(text).trim() : '',
    html: html ? decodeBody(html) : '',
  };
}
