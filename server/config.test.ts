import os from 'node:os';
import { expect, test } from 'vitest';
import { loadConfig } from './config.ts';

test('queue, audio length and vocabulary settings: defaults', () => {
  expect(loadConfig({})).toMatchObject({ transcribeWorkers: os.availableParallelism(), maxQueuedJobs: 50, maxAudioMinutes: 240, vocabulary: [] });
});

test('TRANSCRIBE_VOCABULARY is a comma list, trimmed, without blanks or repeats', () => {
  expect(loadConfig({ TRANSCRIBE_VOCABULARY: ' ETRM, Okonkwo,,etrm ' }).vocabulary).toEqual(['ETRM', 'Okonkwo']);
});

test('bad values stop the start with the setting’s name', () => {
  expect(() => loadConfig({ TRANSCRIBE_VOCABULARY: 'x'.repeat(101) })).toThrow(/^TRANSCRIBE_VOCABULARY takes entries of at most 100 characters/);
  expect(() => loadConfig({ TRANSCRIBE_VOCABULARY: Array.from({ length: 101 }, (_, i) => i).join(',') })).toThrow('TRANSCRIBE_VOCABULARY takes at most 100 entries, got 101');
  expect(() => loadConfig({ TAPESCRIPT_MAX_AUDIO_MINUTES: '0' })).toThrow('TAPESCRIPT_MAX_AUDIO_MINUTES must be a whole number from 1 to 1440, got "0"');
  expect(() => loadConfig({ TAPESCRIPT_MAX_QUEUED_JOBS: 'many' })).toThrow(/^TAPESCRIPT_MAX_QUEUED_JOBS must be a whole number/);
  expect(() => loadConfig({ TRANSCRIBE_WORKERS: '0' })).toThrow(/^TRANSCRIBE_WORKERS must be a whole number from 1 to 64/);
});

test('TAPESCRIPT_QUEUE_URL takes a redis URL and names itself when it is something else', () => {
  expect(loadConfig({}).queueUrl).toBeUndefined();
  expect(loadConfig({ TAPESCRIPT_QUEUE_URL: 'redis://queue.internal:6379/2' }).queueUrl).toBe('redis://queue.internal:6379/2');
  expect(() => loadConfig({ TAPESCRIPT_QUEUE_URL: 'http://queue.internal' })).toThrow(
    'TAPESCRIPT_QUEUE_URL must be a redis:// or rediss:// URL, got "http://queue.internal"',
  );
  expect(loadConfig({ TAPESCRIPT_PUBLIC_URL: 'https://tapescript.example.org/' }).publicUrl).toBe('https://tapescript.example.org');
});

test('TAPESCRIPT_MODEL_WAIT_MINUTES: 30 by default; decimals allowed (tests wait seconds); zero, negatives and words stop the start', () => {
  expect(loadConfig({}).modelWaitMinutes).toBe(30);
  expect(loadConfig({ TAPESCRIPT_MODEL_WAIT_MINUTES: '0.02' }).modelWaitMinutes).toBe(0.02);
  for (const bad of ['0', '-1', 'soon', '10081']) {
    expect(() => loadConfig({ TAPESCRIPT_MODEL_WAIT_MINUTES: bad })).toThrow(`TAPESCRIPT_MODEL_WAIT_MINUTES must be a number above 0 and at most 10080, got "${bad}"`);
  }
});

test('TAPESCRIPT_RETRY_SECONDS: 5 by default; decimals allowed; zero, negatives, words and more than a day stop the start', () => {
  expect(loadConfig({}).retrySeconds).toBe(5);
  expect(loadConfig({ TAPESCRIPT_RETRY_SECONDS: '0.2' }).retrySeconds).toBe(0.2);
  for (const bad of ['0', '-1', 'soon', '86401']) {
    expect(() => loadConfig({ TAPESCRIPT_RETRY_SECONDS: bad })).toThrow(`TAPESCRIPT_RETRY_SECONDS must be a number above 0 and at most 86400, got "${bad}"`);
  }
});

test('backups: off without TAPESCRIPT_BACKUP_DIR, daily keeping 14 by default; refused beside POCKETBASE_URL', () => {
  expect(loadConfig({}).backup).toEqual({ dir: undefined, intervalHours: 24, keep: 14 });
  expect(loadConfig({ TAPESCRIPT_BACKUP_DIR: '/srv/backups', TAPESCRIPT_BACKUP_INTERVAL_HOURS: '6', TAPESCRIPT_BACKUP_KEEP: '30' }).backup).toEqual({
    dir: '/srv/backups',
    intervalHours: 6,
    keep: 30,
  });
  expect(() => loadConfig({ TAPESCRIPT_BACKUP_KEEP: '0' })).toThrow('TAPESCRIPT_BACKUP_KEEP must be a whole number from 1 to 10000, got "0"');
  expect(() => loadConfig({ TAPESCRIPT_BACKUP_INTERVAL_HOURS: '1.5' })).toThrow(/^TAPESCRIPT_BACKUP_INTERVAL_HOURS must be a whole number from 1/);
  const remote = { POCKETBASE_URL: 'http://pb.internal:8090', POCKETBASE_SUPERUSER_EMAIL: 'a@b.c', POCKETBASE_SUPERUSER_PASSWORD: 'secret-password' };
  expect(() => loadConfig({ ...remote, TAPESCRIPT_BACKUP_DIR: '/srv/backups' })).toThrow(/^TAPESCRIPT_BACKUP_DIR backs up the data of the PocketBase this server starts itself; with POCKETBASE_URL/);
});

test('TAPESCRIPT_VOICES: known voices on by default, "off" turns them off, anything else stops the start', () => {
  expect(loadConfig({}).voices).toBe(true);
  expect(loadConfig({ TAPESCRIPT_VOICES: 'off' }).voices).toBe(false);
  expect(loadConfig({ TAPESCRIPT_VOICES: ' ON ' }).voices).toBe(true);
  expect(() => loadConfig({ TAPESCRIPT_VOICES: 'no' })).toThrow('TAPESCRIPT_VOICES must be "on" or "off", got "no"');
});

test('mail: off by default; TAPESCRIPT_SMTP_URL with its user, password and port, and TAPESCRIPT_MAIL_FROM required with it', () => {
  expect(loadConfig({}).mail).toBeUndefined();
  const from = 'Tapescript <tapescript@example.org>';
  expect(loadConfig({ TAPESCRIPT_SMTP_URL: 'smtp://me%40example.org:p%20w@mail.example.org', TAPESCRIPT_MAIL_FROM: from }).mail).toEqual({
    smtp: { host: 'mail.example.org', port: 587, secure: false, user: 'me@example.org', password: 'p w' },
    from,
  });
  expect(loadConfig({ TAPESCRIPT_SMTP_URL: 'smtps://mail.example.org', TAPESCRIPT_MAIL_FROM: 'a@example.org' }).mail?.smtp).toMatchObject({ port: 465, secure: true, user: undefined });
  expect(() => loadConfig({ TAPESCRIPT_SMTP_URL: 'smtp://mail.example.org:25' })).toThrow(/TAPESCRIPT_MAIL_FROM/);
  // The refusal does not repeat the value: it may hold the SMTP password.
  expect(() => loadConfig({ TAPESCRIPT_SMTP_URL: 'http://u:secret@mail.example.org', TAPESCRIPT_MAIL_FROM: from })).toThrow(/^(?!.*secret).*TAPESCRIPT_SMTP_URL must be/);
  expect(() => loadConfig({ TAPESCRIPT_SMTP_URL: 'smtp://me@mail.example.org', TAPESCRIPT_MAIL_FROM: from })).toThrow('TAPESCRIPT_SMTP_URL needs a user and a password, or neither');
  expect(() => loadConfig({ TAPESCRIPT_SMTP_URL: 'smtp://:secret@mail.example.org', TAPESCRIPT_MAIL_FROM: from })).toThrow(/^(?!.*secret).*needs a user and a password/);
});

test('TAPESCRIPT_BIN_DAYS: the bin keeps deleted transcripts 30 days by default; a whole number of days from 1 sets it', () => {
  expect(loadConfig({}).binDays).toBe(30);
  expect(loadConfig({ TAPESCRIPT_BIN_DAYS: '7' }).binDays).toBe(7);
  expect(() => loadConfig({ TAPESCRIPT_BIN_DAYS: '0' })).toThrow('TAPESCRIPT_BIN_DAYS must be a whole number from 1 to 36500, got "0"');
});

test('TAPESCRIPT_LLM_PSEUDONYMISE: auto by default; on and off, any case; anything else stops start-up naming it', () => {
  expect(loadConfig({}).llmPseudonymise).toBe('auto');
  expect(loadConfig({ TAPESCRIPT_LLM_PSEUDONYMISE: ' ON ' }).llmPseudonymise).toBe('on');
  expect(loadConfig({ TAPESCRIPT_LLM_PSEUDONYMISE: 'off' }).llmPseudonymise).toBe('off');
  expect(() => loadConfig({ TAPESCRIPT_LLM_PSEUDONYMISE: 'yes' })).toThrow('TAPESCRIPT_LLM_PSEUDONYMISE must be "auto", "on" or "off", got "yes"');
});

test('TAPESCRIPT_BLEEP: silence by default; tone, any case; anything else stops start-up naming it', () => {
  expect(loadConfig({}).bleepMode).toBe('SILENCE');
  expect(loadConfig({ TAPESCRIPT_BLEEP: ' Tone ' }).bleepMode).toBe('TONE');
  expect(loadConfig({ TAPESCRIPT_BLEEP: 'silence' }).bleepMode).toBe('SILENCE');
  expect(() => loadConfig({ TAPESCRIPT_BLEEP: 'beep' })).toThrow('TAPESCRIPT_BLEEP must be "silence" or "tone", got "beep"');
});
