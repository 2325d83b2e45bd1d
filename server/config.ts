import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { mergeVocabulary, vocabularyProblem } from './domain/transcribe-options.ts';
import { LLM_PSEUDONYMISE, type LlmPseudonymise } from './domain/pseudonyms/placeholders.ts';
import { HOST_PATTERN, isLoopback } from './lib/network.ts';
import type { MailSettings } from './mail/settings.ts';

/** Every setting the server reads, validated once at start-up. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** An existing PocketBase 0.22.x; when absent the bundled binary is started. */
  pocketbase: { url?: string; email?: string; password?: string };
  /** A hosted editor service; when absent the embedded one is started. */
  editorServiceUrl?: string;
  /** Sent to the hosted editor service on every call (its EDITOR_SERVICE_SECRET). */
  editorServiceSecret?: string;
  /** Where the built web app lives (served at /). */
  webDir: string;
  export: { seriesName: string; hostSpeaker: string };
  /** Give up on one transcription request after this long. */
  transcribeTimeoutMs: number;
  refineTimeoutMs: number;
  /**
   * Local mode: required on /graphql, /media and /export when set (Bearer header or cookie). Team mode: the service
   * account's credential (the editor role, "service token" in authorship and the audit log).
   */
  accessToken?: string;
  /** Bound beyond loopback on purpose without a token or accounts: another layer guards it (TAPESCRIPT_ALLOW_UNAUTHENTICATED=1). */
  allowUnauthenticated: boolean;
  /** Whether HOST is a loopback address (beyond loopback, local mode needs the access token: see app.ts). */
  loopbackOnly: boolean;
  /** Proxies whose X-Forwarded-For is believed (TAPESCRIPT_TRUSTED_PROXY: their addresses, comma-separated). */
  trustedProxies: string[];
  /** Origins allowed to call the API from other sites; empty means same-origin only. */
  corsOrigins: string[];
  /** Transcriptions sent to the editor service at once (it shares its workers between them). */
  transcribeWorkers: number;
  /** Transcripts that may wait for a worker; uploads past this are refused as BUSY. */
  maxQueuedJobs: number;
  /** Uploads whose audio is longer are refused. */
  maxAudioMinutes: number;
  /** Uploaded files larger than this are refused (TAPESCRIPT_MAX_UPLOAD_MB). */
  maxUploadBytes: number;
  /** Names and jargon sent with every transcription, after the upload's own. */
  vocabulary: string[];
  /** Redis for BullMQ (redis:// or rediss://): transcription then runs on `npm run worker` processes, not in-process. */
  queueUrl?: string;
  /** With the queue: how long a job waits while no live worker runs its model, before it fails (minutes, decimals allowed). */
  modelWaitMinutes: number;
  /** With the queue: how long a failed run waits before the next (seconds, doubling each time; 3 runs in all). */
  retrySeconds: number;
  /** How workers on other machines reach this server's /media route; defaults to the address it listens on. */
  publicUrl?: string;
  /** Host header values served (DNS rebinding guard): "name" (this server's port) or "name:port". */
  allowedHosts: string[];
  /** Slow clients: how long the request head, and the whole request, may take to arrive. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** With a folder (TAPESCRIPT_BACKUP_DIR) the server backs up every `intervalHours`, keeping the newest `keep` there. */
  backup: { dir?: string; intervalHours: number; keep: number };
  /** Transcripts in the bin (soft-deleted) are deleted for good after this many days (TAPESCRIPT_BIN_DAYS). */
  binDays: number;
  /** Known voices (remembering voices, naming speakers by voice); TAPESCRIPT_VOICES=off turns them off. */
  voices: boolean;
  /**
   * Whether the language model is sent placeholders instead of a transcript's terms (TAPESCRIPT_LLM_PSEUDONYMISE):
   * "auto" when the transcript has pseudonyms, "on" always (speaker names at least), "off" never.
   */
  llmPseudonymise: LlmPseudonymise;
  /** How /media hides a pseudonymised term's words from whoever sees pseudonyms (TAPESCRIPT_BLEEP): silence or a 1 kHz tone. */
  bleepMode: 'SILENCE' | 'TONE';
  /** Invitations and password reset links by email (TAPESCRIPT_SMTP_URL, TAPESCRIPT_MAIL_FROM); absent: links are copied. */
  mail?: MailSettings;
}

/** The product's stated upload limit, 30 MB; TAPESCRIPT_MAX_UPLOAD_MB raises it (an hour of interview audio is often more). */
export const DEFAULT_MAX_UPLOAD_MB = 30;
export const MIB = 1024 * 1024;
export const DEFAULT_MAX_UPLOAD_BYTES = DEFAULT_MAX_UPLOAD_MB * MIB;
/** The highest TAPESCRIPT_MAX_UPLOAD_MB: PocketBase's file field allows this much (the server keeps an upload on disk, not in memory). */
export const MAX_UPLOAD_MB_CEILING = 2048;

export class ConfigError extends Error {}

function llmPseudonymise(env: NodeJS.ProcessEnv): LlmPseudonymise {
  const raw = (env.TAPESCRIPT_LLM_PSEUDONYMISE ?? '').trim().toLowerCase() || 'auto';
  if ((LLM_PSEUDONYMISE as readonly string[]).includes(raw)) return raw as LlmPseudonymise;
  throw new ConfigError(`TAPESCRIPT_LLM_PSEUDONYMISE must be "auto", "on" or "off", got "${env.TAPESCRIPT_LLM_PSEUDONYMISE}"`);
}

function bleepMode(env: NodeJS.ProcessEnv): Config['bleepMode'] {
  const raw = (env.TAPESCRIPT_BLEEP ?? '').trim().toUpperCase() || 'SILENCE';
  if (raw === 'SILENCE' || raw === 'TONE') return raw;
  throw new ConfigError(`TAPESCRIPT_BLEEP must be "silence" or "tone", got "${env.TAPESCRIPT_BLEEP}"`);
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/** A number above 0 up to `max`, decimals allowed (tests wait seconds). */
function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max) throw new ConfigError(`${name} must be a number above 0 and at most ${max}, got "${raw}"`);
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/** A comma-separated list of vocabulary entries. */
function vocabulary(env: NodeJS.ProcessEnv, name: string): string[] {
  const entries = (env[name] ?? '').split(',');
  const problem = vocabularyProblem(entries);
  if (problem) throw new ConfigError(`${name} takes ${problem}`);
  return mergeVocabulary(entries);
}

/** An on/off switch; `fallback` when unset. */
function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '') return fallback;
  if (raw === 'on') return true;
  if (raw === 'off') return false;
  throw new ConfigError(`${name} must be "on" or "off", got "${env[name]}"`);
}

function redisUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  const protocol = URL.canParse(raw) ? new URL(raw).protocol : '';
  if (protocol !== 'redis:' && protocol !== 'rediss:') throw new ConfigError(`${name} must be a redis:// or rediss:// URL, got "${raw}"`);
  return raw;
}

const MAILBOX = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

/** TAPESCRIPT_SMTP_URL (smtp://user:password@host:587, or smtps:// for TLS from the start) and TAPESCRIPT_MAIL_FROM. */
function mailSettings(env: NodeJS.ProcessEnv): MailSettings | undefined {
  const raw = env.TAPESCRIPT_SMTP_URL;
  if (!raw) return undefined;
  const parsed = URL.canParse(raw) ? new URL(raw) : null;
  if (!parsed || (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || !parsed.hostname) {
    throw new ConfigError('TAPESCRIPT_SMTP_URL must be smtp://[user:password@]host[:port] or smtps://[user:password@]host[:port] (the value given is not shown: it may hold a password)');
  }
  const from = (env.TAPESCRIPT_MAIL_FROM ?? '').trim();
  if (!MAILBOX.test(from)) throw new ConfigError('TAPESCRIPT_SMTP_URL needs TAPESCRIPT_MAIL_FROM: the sender, "Tapescript <tapescript@example.org>" or an address');
  // A user without a password (or the other way round) could never log in: say so now, not at every send.
  if (!parsed.username !== !parsed.password) throw new ConfigError('TAPESCRIPT_SMTP_URL needs a user and a password, or neither (the value given is not shown)');
  const secure = parsed.protocol === 'smtps:';
  return {
    smtp: {
      host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
      port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
      secure,
      user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
      password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    },
    from,
  };
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Loopback names, the bound address when it is a specific one, and TAPESCRIPT_ALLOWED_HOSTS. */
function allowedHosts(env: NodeJS.ProcessEnv, host: string): string[] {
  const configured = (env.TAPESCRIPT_ALLOWED_HOSTS ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  for (const entry of configured) {
    if (!HOST_PATTERN.test(entry)) {
      throw new ConfigError(`TAPESCRIPT_ALLOWED_HOSTS must list host names (optionally with :port), separated by commas; got "${entry}"`);
    }
  }
  const bound = host.includes(':') ? `[${host}]` : host;
  const specific = host === '0.0.0.0' || host === '::' ? [] : [bound.toLowerCase()];
  return [...new Set([...LOOPBACK_NAMES, ...specific, ...configured])];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const host = env.HOST || '127.0.0.1';
  const accessToken = env.TAPESCRIPT_ACCESS_TOKEN || undefined;
  if (accessToken !== undefined && accessToken.length < 16) {
    throw new ConfigError('TAPESCRIPT_ACCESS_TOKEN must be at least 16 characters');
  }
  const trustedProxies = (env.TAPESCRIPT_TRUSTED_PROXY ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of trustedProxies) {
    if (net.isIP(entry) === 0) throw new ConfigError(`TAPESCRIPT_TRUSTED_PROXY must list IP addresses, separated by commas; got "${entry}"`);
  }
  const pocketbaseUrl = url(env, 'POCKETBASE_URL');
  const email = env.POCKETBASE_SUPERUSER_EMAIL || undefined;
  const password = env.POCKETBASE_SUPERUSER_PASSWORD || undefined;
  if (pocketbaseUrl && (!email || !password)) {
    throw new ConfigError(
      'POCKETBASE_URL needs POCKETBASE_SUPERUSER_EMAIL and POCKETBASE_SUPERUSER_PASSWORD (a superuser of that PocketBase)',
    );
  }
  const backupDir = env.TAPESCRIPT_BACKUP_DIR ? path.resolve(env.TAPESCRIPT_BACKUP_DIR) : undefined;
  if (backupDir && pocketbaseUrl) {
    throw new ConfigError(
      'TAPESCRIPT_BACKUP_DIR backs up the data of the PocketBase this server starts itself; with POCKETBASE_URL the database ' +
        "is on that PocketBase's host: back it up there (see the README's Backups section), and unset TAPESCRIPT_BACKUP_DIR here.",
    );
  }
  const headersTimeoutMs = integer(env, 'HEADERS_TIMEOUT_MS', 20_000, 100, 10 * 60 * 1000);
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', 5 * 60 * 1000, 100, 60 * 60 * 1000);
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${requestTimeoutMs})`);
  }
  return {
    port: integer(env, 'PORT', 4000, 0, 65535),
    host,
    accessToken,
    allowUnauthenticated: env.TAPESCRIPT_ALLOW_UNAUTHENTICATED === '1',
    loopbackOnly: isLoopback(host),
    trustedProxies,
    corsOrigins: (env.TAPESCRIPT_CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    allowedHosts: allowedHosts(env, host),
    headersTimeoutMs,
    requestTimeoutMs,
    dataDir: path.resolve(env.TAPESCRIPT_DATA_DIR || 'data'),
    pocketbase: { url: pocketbaseUrl, email, password },
    editorServiceUrl: url(env, 'EDITOR_SERVICE_URL'),
    editorServiceSecret: env.EDITOR_SERVICE_SECRET || undefined,
    webDir: path.resolve(env.TAPESCRIPT_WEB_DIR || 'dist/web'),
    export: {
      seriesName: env.SERIES_NAME || 'ETRM Interview Series',
      hostSpeaker: env.HOST_SPEAKER || 'ETRM',
    },
    transcribeTimeoutMs: integer(env, 'TRANSCRIBE_TIMEOUT_MS', 60 * 60 * 1000, 1000, 24 * 60 * 60 * 1000),
    refineTimeoutMs: integer(env, 'REFINE_TIMEOUT_MS', 5 * 60 * 1000, 1000, 60 * 60 * 1000),
    // The same setting and default as the editor service's, so each of its workers has a job to work on.
    transcribeWorkers: integer(env, 'TRANSCRIBE_WORKERS', os.availableParallelism(), 1, 64),
    maxQueuedJobs: integer(env, 'TAPESCRIPT_MAX_QUEUED_JOBS', 50, 0, 10_000),
    maxAudioMinutes: integer(env, 'TAPESCRIPT_MAX_AUDIO_MINUTES', 240, 1, 24 * 60),
    maxUploadBytes: integer(env, 'TAPESCRIPT_MAX_UPLOAD_MB', DEFAULT_MAX_UPLOAD_MB, 1, MAX_UPLOAD_MB_CEILING) * MIB,
    vocabulary: vocabulary(env, 'TRANSCRIBE_VOCABULARY'),
    queueUrl: redisUrl(env, 'TAPESCRIPT_QUEUE_URL'),
    modelWaitMinutes: positive(env, 'TAPESCRIPT_MODEL_WAIT_MINUTES', 30, 7 * 24 * 60),
    retrySeconds: positive(env, 'TAPESCRIPT_RETRY_SECONDS', 5, 24 * 60 * 60),
    publicUrl: url(env, 'TAPESCRIPT_PUBLIC_URL'),
    backup: {
      dir: backupDir,
      intervalHours: integer(env, 'TAPESCRIPT_BACKUP_INTERVAL_HOURS', 24, 1, 24 * 365),
      keep: integer(env, 'TAPESCRIPT_BACKUP_KEEP', 14, 1, 10_000),
    },
    binDays: integer(env, 'TAPESCRIPT_BIN_DAYS', 30, 1, 36_500),
    voices: onOff(env, 'TAPESCRIPT_VOICES', true),
    llmPseudonymise: llmPseudonymise(env),
    bleepMode: bleepMode(env),
    mail: mailSettings(env),
  };
}
