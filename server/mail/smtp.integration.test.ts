import net from 'node:net';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SmtpSettings } from './settings.ts';
import { startSmtpServer, TEST_CA, type SmtpServer } from '../test/smtp-server.ts';
import { AccountMailer } from './account-mail.ts';
import { smtpOptions } from './smtp.ts';

/** Mail through nodemailer with the options of smtp.ts, against a real SMTP server (aiosmtpd) on 127.0.0.1. */

const FROM = 'Grüße aus Zürich <tapescript@example.org>';
const AUTH = { user: 'mailer', password: 'the mail passphrase' };

/** Sends one message with the configured options, and `extra` (a test's certificate authority, a short timeout). */
async function send(settings: SmtpSettings, to: string, subject = 'x', extra: SMTPTransport.Options = {}): Promise<void> {
  await nodemailer.createTransport({ ...smtpOptions(settings), ...extra }).sendMail({ from: FROM, to, subject, text: 'x' });
}

const plain = (port: number, user?: typeof AUTH): SmtpSettings => ({ host: '127.0.0.1', port, secure: false, ...user });

describe('without AUTH', () => {
  let server: SmtpServer;
  beforeAll(async () => {
    server = await startSmtpServer();
  });
  afterAll(() => server?.stop());

  test('an account email arrives whole: its sender, subject and text in any letters, its link intact', async () => {
    const mailer = new AccountMailer({ smtp: plain(server.port), from: FROM });
    const url = 'https://example.org/invitation#tsi_abc-DEF_123';
    await mailer.invitation('ann@example.org', { url, inviter: 'Olivia Ōwner', role: 'editor', expiresAt: new Date('2031-02-03T04:05:06Z') });
    const received = await server.nextMail();
    expect(received).toMatchObject({ from: 'tapescript@example.org', to: ['ann@example.org'], subject: 'Olivia Ōwner invited you to Tapescript', login: null, tls: false });
    expect(received.headers).toMatchObject({ From: FROM, To: 'ann@example.org', 'Content-Type': expect.stringMatching(/^text\/plain; charset="?utf-8"?$/) });
    expect(received.headers['Message-ID']).toMatch(/^<[\w.-]+@example\.org>$/);
    expect(received.text.replace(/\r\n/g, '\n').trimEnd()).toBe(
      [
        'Olivia Ōwner invited you to Tapescript, where you can upload, edit and review transcripts (role: editor).',
        '',
        'Open this link to choose your password and sign in:',
        url,
        '',
        'The link works once, until Mon, 03 Feb 2031 04:05 UTC. If you did not expect it, ignore this email.',
      ].join('\n'),
    );
  });

  test('a recipient the server refuses is an error with the server\'s answer', async () => {
    await expect(send(plain(server.port), 'nobody@refused.example')).rejects.toThrow(/recipients were rejected: 550/);
  });
});

describe('with AUTH', () => {
  let server: SmtpServer;
  beforeAll(async () => {
    server = await startSmtpServer({ auth: AUTH });
  });
  afterAll(() => server?.stop());

  test('to loopback the user and password log in without TLS; the message arrives from that login', async () => {
    await send(plain(server.port, AUTH), 'ben@example.org', 'Hello');
    expect(await server.nextMail()).toMatchObject({ to: ['ben@example.org'], subject: 'Hello', login: 'mailer', tls: false });
  });

  test('a wrong password and no login at all are refused, and nothing arrives', async () => {
    await expect(send(plain(server.port, { ...AUTH, password: 'wrong' }), 'ben@example.org')).rejects.toThrow(/Invalid login: 535/);
    await expect(send(plain(server.port), 'ben@example.org')).rejects.toThrow(/530/);
    expect(server.received).toHaveLength(1);
  });
});

describe('over TLS', () => {
  test('STARTTLS when the server offers it: the login and the message go encrypted; an untrusted certificate sends nothing', async () => {
    const server = await startSmtpServer({ auth: AUTH, tls: 'starttls' });
    try {
      const settings = { ...plain(server.port, AUTH), host: 'localhost' };
      await send(settings, 'ben@example.org', 'Over STARTTLS', { tls: { ca: TEST_CA } });
      expect(await server.nextMail()).toMatchObject({ subject: 'Over STARTTLS', login: 'mailer', tls: true });
      await expect(send(settings, 'ben@example.org')).rejects.toThrow(/certificate/);
      expect(server.received).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });

  test('smtps://: TLS from the first byte', async () => {
    const server = await startSmtpServer({ auth: AUTH, tls: 'implicit' });
    try {
      await send({ ...plain(server.port, AUTH), secure: true }, 'cat@example.org', 'Over TLS', { tls: { ca: TEST_CA } });
      expect(await server.nextMail()).toMatchObject({ subject: 'Over TLS', login: 'mailer', tls: true });
    } finally {
      await server.stop();
    }
  });
});

/** A scripted SMTP server on 127.0.0.1 that offers AUTH and no STARTTLS, and keeps every line it was sent. */
async function serverWithoutTls(answerStartTls: string): Promise<{ port: number; heard: string[]; close: () => Promise<void> }> {
  const heard: string[] = [];
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.write('220 plain ESMTP\r\n');
    socket.on('data', (chunk) => {
      heard.push(chunk.toString('latin1'));
      for (const line of chunk.toString('latin1').split('\r\n').filter(Boolean)) {
        if (/^EHLO/i.test(line)) socket.write('250-plain\r\n250 AUTH PLAIN LOGIN\r\n');
        else if (/^STARTTLS/i.test(line)) socket.write(`${answerStartTls}\r\n`);
        else if (/^AUTH/i.test(line)) socket.write('235 the password arrived in clear\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, heard, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('a password for a server beyond loopback goes only over TLS', () => {
  // The options made for a remote server, pointed at a local one: no packet leaves this machine.
  const remote = (port: number): SMTPTransport.Options => ({ ...smtpOptions({ host: 'mail.example.org', port, secure: false, ...AUTH }), host: '127.0.0.1' });

  test.each([
    ['refuses STARTTLS', '502 5.5.1 STARTTLS not implemented'],
    ['says yes to STARTTLS, then goes on in clear', '220 go ahead'],
  ])('a server that offers no STARTTLS and %s gets no AUTH and no mail', async (_, answer) => {
    const server = await serverWithoutTls(answer);
    try {
      const sending = nodemailer.createTransport({ ...remote(server.port), greetingTimeout: 2000, socketTimeout: 2000 }).sendMail({ from: FROM, to: 'a@example.org', subject: 'x', text: 'x' });
      // ETLS when refused; a failed handshake is a socket error.
      await expect(sending).rejects.toMatchObject({ code: expect.stringMatching(/^(ETLS|ESOCKET)$/) });
      const heard = server.heard.join('');
      expect(heard).toMatch(/^EHLO [^\r]+\r\nSTARTTLS\r\n/);
      for (const secret of [AUTH.password, Buffer.from(AUTH.password).toString('base64'), Buffer.from(`\0${AUTH.user}\0${AUTH.password}`).toString('base64')]) {
        expect(heard).not.toContain(secret);
      }
      expect(heard).not.toMatch(/^(AUTH|MAIL FROM)/m);
    } finally {
      await server.close();
    }
  });
});

test('a server that never answers, and one that is not there, fail with a reason', async () => {
  const silent = net.createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as net.AddressInfo).port;
  await expect(send(plain(port), 'a@example.org', 'x', { greetingTimeout: 300 })).rejects.toThrow(/Greeting never received/);
  await new Promise((resolve) => silent.close(resolve));
  await expect(send(plain(port), 'a@example.org')).rejects.toThrow(/ECONNREFUSED/);
});
