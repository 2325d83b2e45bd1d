import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { SmtpSettings } from './settings.ts';
import { isLoopback } from '../lib/network.ts';

/** How long connecting, the greeting and each reply may take before a send fails. */
const TIMEOUT_MS = 20_000;

/**
 * nodemailer's options for the configured server. STARTTLS whenever the server offers it (nodemailer's default:
 * ignoreTLS and opportunisticTLS stay off, so a failed upgrade is a failed send). With a password for a server beyond
 * loopback STARTTLS is required (requireTLS): a server that offers none, refuses it or fails the handshake gets no
 * AUTH and no mail. To loopback a password may go in clear, as a local relay often has no certificate.
 */
export function smtpOptions({ host, port, secure, user, password }: SmtpSettings): SMTPTransport.Options {
  const auth = user && password ? { user, pass: password } : undefined;
  return {
    // "localhost" by its address: nodemailer asks DNS first, and a DNS answer must not decide where a password goes in clear.
    ...(host === 'localhost' ? { host: '127.0.0.1', servername: host } : { host }),
    port,
    secure,
    auth,
    requireTLS: !secure && auth !== undefined && !isLoopback(host),
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  };
}

/** A transport that opens one connection per message (invitations and reset links are few). */
export const smtpTransport = (smtp: SmtpSettings) => nodemailer.createTransport(smtpOptions(smtp));
