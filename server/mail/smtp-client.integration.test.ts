import net from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSmtpServer, TEST_CA, type SmtpServer } from '../test/smtp-server.ts';
import { composeMessage } from './message.ts';
import { sendSmtp, SmtpError } from './smtp-client.ts';

/** Node's own SMTP client against a real SMTP server (aiosmtpd) on 127.0.0.1. */

const mail = (to: string, subject: string, text: string) => ({
  from: 'tapescript@example.org',
  to,
  data: composeMessage({ from: 'Tapescript <tapescript@example.org>', to, subject, text }),
});

describe('without AUTH', () => {
  let server: SmtpServer;
  beforeAll(async () => {
    server = await startSmtpServer();
  });
  afterAll(() => server?.stop());

  test('a message arrives whole: any letters in the subject and the text, a line starting with a dot kept', async () => {
    const text = 'Grüße aus Zürich — «quoted»\n.a line that starts with a dot\n..and two\n\nhttps://example.org/invitation#tsi_abc';
    await sendSmtp({ host: '127.0.0.1', port: server.port, secure: false }, mail('ann@example.org', 'Olivia Ōwner invited you to Tapescript', text));
    const received = await server.nextMail();
    expect(received).toMatchObject({ from: 'tapescript@example.org', to: ['ann@example.org'], subject: 'Olivia Ōwner invited you to Tapescript', login: null, tls: false });
    expect(received.text.replace(/\r\n/g, '\n').trimEnd()).toBe(text);
    expect(received.headers.From).toBe('Tapescript <tapescript@example.org>');
    expect(received.headers['Message-ID']).toMatch(/^<[\w-]+@example\.org>$/);
  });

  test('a recipient the server refuses is an error that names the step', async () => {
    await expect(sendSmtp({ host: '127.0.0.1', port: server.port, secure: false }, mail('nobody@refused.example', 'x', 'x'))).rejects.toThrow(/refused RCPT TO: 5\d\d/);
  });
});

describe('with AUTH', () => {
  let server: SmtpServer;
  beforeAll(async () => {
    server = await startSmtpServer({ auth: { user: 'mailer', password: 'the mail passphrase' } });
  });
  afterAll(() => server?.stop());

  test('the user and password log in (PLAIN); the message arrives from that login', async () => {
    await sendSmtp({ host: '127.0.0.1', port: server.port, secure: false, user: 'mailer', password: 'the mail passphrase' }, mail('ben@example.org', 'Hello', 'Hi Ben'));
    expect(await server.nextMail()).toMatchObject({ to: ['ben@example.org'], subject: 'Hello', login: 'mailer' });
  });

  test('a wrong password and no login at all are refused, and nothing arrives', async () => {
    await expect(sendSmtp({ host: '127.0.0.1', port: server.port, secure: false, user: 'mailer', password: 'wrong' }, mail('ben@example.org', 'x', 'x'))).rejects.toThrow(/refused AUTH: 535/);
    await expect(sendSmtp({ host: '127.0.0.1', port: server.port, secure: false }, mail('ben@example.org', 'x', 'x'))).rejects.toThrow(/refused MAIL FROM: 530/);
    expect(server.received).toHaveLength(1);
  });
});

describe('over TLS', () => {
  const auth = { user: 'mailer', password: 'the mail passphrase' };

  test('STARTTLS when the server offers it: the login and the message go encrypted', async () => {
    const server = await startSmtpServer({ auth, tls: 'starttls' });
    try {
      const settings = { host: 'localhost', port: server.port, secure: false, ...auth, tls: { ca: TEST_CA } };
      await sendSmtp(settings, mail('ben@example.org', 'Over STARTTLS', 'Hi Ben'));
      expect(await server.nextMail()).toMatchObject({ subject: 'Over STARTTLS', login: 'mailer', tls: true });
      // A certificate it cannot trust is refused: nothing is sent.
      await expect(sendSmtp({ ...settings, tls: {} }, mail('ben@example.org', 'x', 'x'))).rejects.toThrow(/certificate/);
      expect(server.received).toHaveLength(1);
    } finally {
      await server.stop();
    }
  });

  test('smtps://: TLS from the first byte', async () => {
    const server = await startSmtpServer({ auth, tls: 'implicit' });
    try {
      await sendSmtp({ host: '127.0.0.1', port: server.port, secure: true, ...auth, tls: { ca: TEST_CA } }, mail('cat@example.org', 'Over TLS', 'Hi Cat'));
      expect(await server.nextMail()).toMatchObject({ subject: 'Over TLS', login: 'mailer', tls: true });
    } finally {
      await server.stop();
    }
  });
});

test('a server that never answers, and one that is not there, fail with a reason', async () => {
  const silent = net.createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as net.AddressInfo).port;
  await expect(sendSmtp({ host: '127.0.0.1', port, secure: false, timeoutMs: 300 }, mail('a@example.org', 'x', 'x'))).rejects.toThrow(/did not answer greeting/);
  await new Promise((resolve) => silent.close(resolve));
  await expect(sendSmtp({ host: '127.0.0.1', port, secure: false }, mail('a@example.org', 'x', 'x'))).rejects.toBeInstanceOf(SmtpError);
});

test('a password is not sent to a remote server that offers no STARTTLS', async () => {
  // A plain SMTP greeting and EHLO without STARTTLS, reached by this machine's own network address (not loopback).
  const address = Object.values(os.networkInterfaces()).flat().find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  expect(address, 'this test needs a network address other than loopback').toBeDefined();
  const plain = net.createServer((socket) => {
    socket.write('220 plain ESMTP\r\n');
    socket.on('data', (chunk) => {
      if (chunk.toString().startsWith('EHLO')) socket.write('250-plain\r\n250 AUTH PLAIN\r\n');
      else if (chunk.toString().startsWith('AUTH')) socket.write('235 the password arrived in clear\r\n');
    });
  });
  await new Promise<void>((resolve) => plain.listen(0, address, resolve));
  const port = (plain.address() as net.AddressInfo).port;
  const remote = { host: address!, port, secure: false, user: 'u', password: 'p' };
  await expect(sendSmtp(remote, mail('a@example.org', 'x', 'x'))).rejects.toThrow(/not sent unencrypted/);
  await new Promise((resolve) => plain.close(resolve));
});
