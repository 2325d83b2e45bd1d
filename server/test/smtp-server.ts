import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { freePort } from '../store/pocketbase-process.ts';

const DIR = path.join(import.meta.dirname, 'smtp-server');
const PYTHON = path.join(DIR, '.venv/bin/python');

/** One message as the SMTP server received it (decoded by Python's email package). */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  headers: Record<string, string>;
  text: string;
  /** The user that logged in with AUTH; null without. */
  login: string | null;
  /** Whether the message came over TLS (STARTTLS or implicit). */
  tls: boolean;
}

export interface SmtpServerOptions {
  auth?: { user: string; password: string };
  /** STARTTLS offered and required before mail, or TLS from the first byte; the certificate is TEST_CA. */
  tls?: 'starttls' | 'implicit';
}

/** The test server's self-signed certificate (localhost, 127.0.0.1), for a client to trust. */
export const TEST_CA = fs.readFileSync(path.join(DIR, 'test-cert.pem'), 'utf8');

export interface SmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Resolves with the next message to arrive (or one that arrived already and was not taken). */
  nextMail(timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (aiosmtpd, from server/test/smtp-server/requirements.lock, installed by
 * `npm run setup -- --with-test-tools` and by `npm test`). With `auth` it asks for that user and password; with `tls`
 * it speaks TLS (STARTTLS, or from the first byte).
 */
export async function startSmtpServer({ auth, tls }: SmtpServerOptions = {}): Promise<SmtpServer> {
  if (!fs.existsSync(PYTHON)) throw new Error(`The test SMTP server's environment is missing (${DIR}/.venv): run \`bash scripts/test-tools-env.sh\``);
  const port = await freePort();
  const args = [path.join(DIR, 'smtp_server.py'), '--port', String(port), ...(auth ? ['--user', auth.user, '--password', auth.password] : []), ...(tls ? ['--tls', tls] : [])];
  const child: ChildProcess = spawn(PYTHON, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  const received: ReceivedMail[] = [];
  let taken = 0;
  let waiter: (() => void) | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The test SMTP server stopped (${code}): ${errors}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('ready ')) return resolve();
      received.push(JSON.parse(line) as ReceivedMail);
      waiter?.();
    });
  });
  await ready;
  return {
    port,
    received,
    async nextMail(timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length <= taken) {
        if (Date.now() > deadline) throw new Error(`No mail arrived within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiter = resolve;
          setTimeout(resolve, 200);
        });
      }
      return received[taken++];
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin!.end();
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
