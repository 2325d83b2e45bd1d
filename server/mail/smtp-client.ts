import net from 'node:net';
import os from 'node:os';
import tls from 'node:tls';
import { isLoopback } from '../lib/network.ts';

/** Where mail goes: an SMTP server, from TAPESCRIPT_SMTP_URL (config.ts). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** Implicit TLS from the first byte (smtps://, usually port 465); otherwise STARTTLS whenever the server offers it. */
  secure: boolean;
  user?: string;
  password?: string;
  /** Extra TLS options (a test's own certificate authority). */
  tls?: tls.ConnectionOptions;
  /** How long one reply may take. */
  timeoutMs?: number;
}

export interface Envelope {
  from: string;
  to: string;
  /** The whole message (headers, blank line, body), lines ending in CRLF. */
  data: string;
}

export class SmtpError extends Error {}

/**
 * Sends one message over SMTP (RFC 5321) with Node's own sockets: EHLO, STARTTLS when offered, AUTH PLAIN when a
 * user is set, then MAIL, RCPT and DATA. A password is never sent unencrypted, except to a server on loopback.
 */
export async function sendSmtp(settings: SmtpSettings, envelope: Envelope): Promise<void> {
  const timeoutMs = settings.timeoutMs ?? 20_000;
  let socket: net.Socket = settings.secure
    ? tls.connect({ host: settings.host, port: settings.port, servername: tlsName(settings.host), ...settings.tls })
    : net.connect({ host: settings.host, port: settings.port });
  let replies = new ReplyReader(socket, timeoutMs);
  let encrypted = settings.secure;
  try {
    await replies.expect(220, 'greeting');
    let features = await ehlo(socket, replies);
    if (!encrypted && features.has('STARTTLS')) {
      write(socket, 'STARTTLS');
      await replies.expect(220, 'STARTTLS');
      replies.stop();
      socket = await upgrade(socket, settings, timeoutMs);
      replies = new ReplyReader(socket, timeoutMs);
      encrypted = true;
      features = await ehlo(socket, replies);
    }
    if (settings.user) {
      if (!encrypted && !isLoopback(settings.host)) throw new SmtpError(`${settings.host} offers no STARTTLS: the SMTP password is not sent unencrypted (use smtps://)`);
      write(socket, `AUTH PLAIN ${Buffer.from(`\0${settings.user}\0${settings.password ?? ''}`).toString('base64')}`);
      await replies.expect(235, 'AUTH');
    }
    write(socket, `MAIL FROM:<${envelope.from}>${features.has('8BITMIME') ? ' BODY=8BITMIME' : ''}`);
    await replies.expect(250, 'MAIL FROM');
    write(socket, `RCPT TO:<${envelope.to}>`);
    await replies.expect([250, 251], 'RCPT TO');
    write(socket, 'DATA');
    await replies.expect(354, 'DATA');
    // Dot-stuffing: a line starting with "." gets another, so only the final "." ends the message.
    socket.write(`${envelope.data.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..').replace(/\r\n$/, '')}\r\n.\r\n`);
    await replies.expect(250, 'the message');
    write(socket, 'QUIT');
    await replies.expect(221, 'QUIT').catch(() => undefined);
  } finally {
    replies.stop();
    // Whatever the socket says now is past caring about; unheard, an 'error' event would end the process.
    socket.on('error', () => undefined);
    socket.destroy();
  }
}

async function ehlo(socket: net.Socket, replies: ReplyReader): Promise<Set<string>> {
  write(socket, `EHLO ${os.hostname().replace(/[^\w.-]/g, '') || 'localhost'}`);
  const lines = await replies.expect(250, 'EHLO');
  return new Set(lines.slice(1).map((line) => line.split(' ')[0].toUpperCase()));
}

function write(socket: net.Socket, command: string): void {
  socket.write(`${command}\r\n`);
}

/** A host name for TLS's server name indication; IP addresses have none. */
const tlsName = (host: string): string | undefined => (net.isIP(host) ? undefined : host);

function upgrade(socket: net.Socket, settings: SmtpSettings, timeoutMs: number): Promise<tls.TLSSocket> {
  // The plain socket's errors reach the TLS socket wrapped around it; unheard on the plain one, they would end the process.
  socket.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    const secured = tls.connect({ socket, servername: tlsName(settings.host), ...settings.tls }, () => {
      clearTimeout(timer);
      secured.off('error', fail);
      resolve(secured);
    });
    const fail = (error: Error) => {
      clearTimeout(timer);
      secured.destroy();
      reject(new SmtpError(`STARTTLS failed: ${error.message}`));
    };
    const timer = setTimeout(() => fail(new Error(`no TLS handshake within ${timeoutMs / 1000} s`)), timeoutMs);
    secured.once('error', fail);
  });
}

/** Reads SMTP replies ("250-more", "250 last") one whole reply at a time. */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private waiting: ((reply: { code: number; lines: string[] } | Error) => void) | null = null;
  private failure: Error | null = null;
  private readonly onData = (chunk: Buffer) => {
    this.buffer += chunk.toString('utf8');
    let end: number;
    while ((end = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '');
      this.buffer = this.buffer.slice(end + 1);
      this.lines.push(line.slice(4));
      if (line[3] !== '-') {
        const reply = { code: Number(line.slice(0, 3)), lines: this.lines };
        this.lines = [];
        this.deliver(reply);
      }
    }
  };
  private readonly onError = (error: Error) => this.fail(new SmtpError(`SMTP connection failed: ${error.message}`));
  private readonly onClose = () => this.fail(new SmtpError('The SMTP server closed the connection'));
  private pending: { code: number; lines: string[] }[] = [];

  constructor(
    private readonly socket: net.Socket,
    private readonly timeoutMs: number,
  ) {
    socket.on('data', this.onData);
    socket.on('error', this.onError);
    socket.on('close', this.onClose);
  }

  /** The next reply, which must have one of the `codes`; its lines (the text after each code). */
  async expect(codes: number | number[], step: string): Promise<string[]> {
    const reply = await this.next(step);
    if (!([] as number[]).concat(codes).includes(reply.code)) throw new SmtpError(`The SMTP server refused ${step}: ${reply.code} ${reply.lines.join(' ')}`);
    return reply.lines;
  }

  stop(): void {
    this.socket.off('data', this.onData);
    this.socket.off('error', this.onError);
    this.socket.off('close', this.onClose);
  }

  private next(step: string): Promise<{ code: number; lines: string[] }> {
    const ready = this.pending.shift();
    if (ready) return Promise.resolve(ready);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.fail(new SmtpError(`The SMTP server did not answer ${step} within ${this.timeoutMs / 1000} s`)), this.timeoutMs);
      this.waiting = (reply) => {
        clearTimeout(timer);
        this.waiting = null;
        if (reply instanceof Error) reject(reply);
        else resolve(reply);
      };
    });
  }

  private deliver(reply: { code: number; lines: string[] }): void {
    if (this.waiting) this.waiting(reply);
    else this.pending.push(reply);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.waiting?.(error);
  }
}
