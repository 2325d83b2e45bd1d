import { describe, expect, it } from 'vitest';
import { loadEditorServiceConfig } from './config.ts';

describe('loadEditorServiceConfig', () => {
  it('defaults to the offline engines on loopback port 4100', () => {
    const config = loadEditorServiceConfig({});
    expect(config.transcribe).toEqual({ engine: 'local' });
    expect(config.refine).toEqual({ engine: 'rules' });
    expect(config.port).toBe(4100);
    expect(config.host).toBe('127.0.0.1');
    expect(config.local.workers).toBeGreaterThanOrEqual(1);
    expect(config.maxBodyBytes).toBeGreaterThan(30 * 1024 * 1024);
  });

  it('picks Deepgram and the LLM automatically when they are configured', () => {
    const config = loadEditorServiceConfig({
      DEEPGRAM_API_KEY: 'dg',
      DEEPGRAM_BASE_URL: 'http://127.0.0.1:9/',
      LLM_BASE_URL: 'http://127.0.0.1:8/v1',
      LLM_MODEL: 'llama',
      LLM_API_KEY: 'sk',
    });
    expect(config.transcribe).toEqual({ engine: 'deepgram', deepgram: { apiKey: 'dg', baseUrl: 'http://127.0.0.1:9', timeoutMs: 600_000 } });
    expect(config.refine).toEqual({ engine: 'llm', llm: { baseUrl: 'http://127.0.0.1:8/v1', apiKey: 'sk', model: 'llama', timeoutMs: 120_000 } });
  });

  it('lets an explicit choice win over auto', () => {
    const config = loadEditorServiceConfig({ TRANSCRIBE_ENGINE: 'local', DEEPGRAM_API_KEY: 'dg', REFINE_ENGINE: 'rules', LLM_BASE_URL: 'http://x' });
    expect(config.transcribe.engine).toBe('local');
    expect(config.refine.engine).toBe('rules');
  });

  it.each([
    [{ TRANSCRIBE_ENGINE: 'whisper' }, /TRANSCRIBE_ENGINE must be one of auto, deepgram, local/],
    [{ TRANSCRIBE_ENGINE: 'deepgram' }, /DEEPGRAM_API_KEY/],
    [{ REFINE_ENGINE: 'llm' }, /LLM_BASE_URL/],
    [{ LLM_BASE_URL: 'http://127.0.0.1:8' }, /LLM_MODEL/],
    [{ LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' }, /LLM_BASE_URL must be an http\(s\) URL/],
    [{ DEEPGRAM_BASE_URL: 'not a url' }, /DEEPGRAM_BASE_URL/],
    [{ EDITOR_SERVICE_PORT: '70000' }, /EDITOR_SERVICE_PORT/],
    [{ DEEPGRAM_TIMEOUT_MS: 'soon' }, /DEEPGRAM_TIMEOUT_MS/],
    [{ TRANSCRIBE_WORKERS: '0' }, /TRANSCRIBE_WORKERS/],
  ])('refuses %j naming the variable', (env, message) => {
    expect(() => loadEditorServiceConfig(env)).toThrow(message);
  });
});
