import { expect, test } from 'vitest';
import { smtpOptions } from './smtp.ts';

// What nodemailer is told decides whether a password can go in clear; smtp.integration.test.ts shows what it then does.
const withPassword = { port: 587, secure: false, user: 'mailer', password: 'the mail passphrase' };

test('with a password for a server beyond loopback, STARTTLS is required and nothing lets nodemailer do without it', () => {
  for (const host of ['mail.example.org', '192.0.2.25', '2001:db8::25', '127.0.0.1.example.org']) {
    const options = smtpOptions({ host, ...withPassword });
    expect(options).toMatchObject({ host, secure: false, requireTLS: true, auth: { user: 'mailer', pass: 'the mail passphrase' } });
    expect(options.ignoreTLS).toBeUndefined();
    expect(options.opportunisticTLS).toBeUndefined();
  }
});

test('to loopback, without a password, or over smtps://, STARTTLS is used when offered and not required', () => {
  expect(smtpOptions({ host: '127.0.0.1', ...withPassword }).requireTLS).toBe(false);
  expect(smtpOptions({ host: '::1', ...withPassword }).requireTLS).toBe(false);
  expect(smtpOptions({ host: 'mail.example.org', port: 25, secure: false })).toMatchObject({ requireTLS: false, auth: undefined });
  expect(smtpOptions({ host: 'mail.example.org', ...withPassword, port: 465, secure: true })).toMatchObject({ secure: true, requireTLS: false });
});

test('"localhost" is reached by its address, not by what DNS says it is, and keeps its name for TLS', () => {
  expect(smtpOptions({ host: 'localhost', ...withPassword })).toMatchObject({ host: '127.0.0.1', servername: 'localhost', requireTLS: false });
});
