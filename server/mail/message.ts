import crypto from 'node:crypto';

export interface PlainMessage {
  /** "Name <address>" or a bare address. */
  from: string;
  to: string;
  subject: string;
  text: string;
  date?: Date;
}

/** The address inside "Name <address>", or the whole when bare. */
export const addressOf = (mailbox: string): string => /<([^<>\s]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();

/** An RFC 2047 encoded word when the text is not plain ASCII (names and subjects may have any letters). */
function headerText(text: string): string {
  const clean = text.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

/** A mailbox header value with its display name encoded when needed. */
function mailboxHeader(mailbox: string): string {
  const match = /^(.*?)\s*<([^<>\s]+)>\s*$/.exec(mailbox);
  if (!match || !match[1]) return addressOf(mailbox);
  const name = match[1].replace(/^"(.*)"$/, '$1');
  return `${/^[\w .'-]*$/.test(name) ? name : headerText(name)} <${match[2]}>`;
}

/** A plain-text UTF-8 email (RFC 5322, MIME), its body in base64 so any text passes every server unchanged. */
export function composeMessage({ from, to, subject, text, date = new Date() }: PlainMessage): string {
  const domain = addressOf(from).split('@')[1] ?? 'localhost';
  const body = Buffer.from(text.replace(/\r?\n/g, '\r\n'), 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');
  return [
    `From: ${mailboxHeader(from)}`,
    `To: ${mailboxHeader(to)}`,
    `Subject: ${headerText(subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${crypto.randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
    '',
  ].join('\r\n');
}
