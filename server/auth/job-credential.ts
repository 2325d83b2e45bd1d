import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';

const PREFIX = 'job';
const SECRET_FILE = 'job-secret';

/**
 * Per-job credentials for queue workers on other machines: one lets its holder read one transcript's audio
 * (GET /media/{id}) until it expires, and nothing else. Signed with a server secret, so nothing is stored per job.
 */
export class JobCredentials {
  constructor(
    private readonly secret: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  issue(transcriptId: string, ttlMs: number): { token: string; expiresAt: number } {
    const expiresAt = this.now() + ttlMs;
    return { token: `${PREFIX}.${expiresAt}.${this.sign(transcriptId, expiresAt)}`, expiresAt };
  }

  verify(token: string, transcriptId: string): boolean {
    const [prefix, expires, signature, ...rest] = token.split('.');
    const expiresAt = Number(expires);
    if (prefix !== PREFIX || rest.length || !signature || !Number.isSafeInteger(expiresAt) || expiresAt <= this.now()) return false;
    const expected = Buffer.from(this.sign(transcriptId, expiresAt));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Whether the request's Bearer credential was issued for this transcript and is still valid. */
  allows(req: IncomingMessage, transcriptId: string): boolean {
    const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    return bearer !== undefined && this.verify(bearer, transcriptId);
  }

  private sign(transcriptId: string, expiresAt: number): string {
    return createHmac('sha256', this.secret).update(`${transcriptId}.${expiresAt}`).digest('base64url');
  }
}

/** The server's signing secret, made once and kept (private) in the data dir so credentials outlive a restart. */
export function loadJobSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' keeps an existing secret (from an earlier run, or another process that made it first).
    fs.writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
}
