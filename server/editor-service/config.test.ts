import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEditorServiceConfig } from './config.ts';

describe('loadEditorServiceConfig', () => {
  it('defaults to the offline engines on loopback port 4100', () => {
    const config = loadEditorServiceConfig({});
    expect(config.transcribe.engine).toBe('auto');
    expect(config.transcribe.deepgram).toBeUndefined();
    expect(config.transcribe.whisper).toMatchObject({ model: 'base', preload: false, workers: 1, device: 'auto' });
    expect(config.transcribe.whisper.workers * config.transcribe.whisper.threads).toBeLessThanOrEqual(os.availableParallelism());
    expect(config.refine).toEqual({ engine: 'rules' });
    expect(config.port).toBe(4100);
    expect(config.host).toBe('127.0.0.1');
    expect(config.maxBodyBytes).toBeGreaterThan(30 * 1024 * 1024);
  });

  it('accepts bodies as large as the server\'s upload limit (TAPESCRIPT_MAX_UPLOAD_MB)', () => {
    expect(loadEditorServiceConfig({ TAPESCRIPT_MAX_UPLOAD_MB: '400' }).maxBodyBytes).toBeGreaterThan(400 * 1024 * 1024);
  });

  it('picks Deepgram and the LLM automatically when they are configured', () => {
    const config = loadEditorServiceConfig({
      DEEPGRAM_API_KEY: 'dg',
      DEEPGRAM_BASE_URL: 'http://127.0.0.1:9/',
      LLM_BASE_URL: 'http://127.0.0.1:8/v1',
      LLM_MODEL: 'llama',
      LLM_API_KEY: 'sk',
    });
    expect(config.transcribe).toMatchObject({ engine: 'auto', deepgram: { apiKey: 'dg', baseUrl: 'http://127.0.0.1:9', timeoutMs: 600_000 } });
    expect(config.refine).toEqual({ engine: 'llm', llm: { baseUrl: 'http://127.0.0.1:8/v1', apiKey: 'sk', model: 'llama', timeoutMs: 120_000 } });
  });

  it('lets an explicit choice win over auto', () => {
    const config = loadEditorServiceConfig({ TRANSCRIBE_ENGINE: 'whisper', DEEPGRAM_API_KEY: 'dg', REFINE_ENGINE: 'rules', LLM_BASE_URL: 'http://x' });
    expect(config.transcribe.engine).toBe('whisper');
    expect(config.refine.engine).toBe('rules');
  });

  it('stops at an engine earlier releases offered, naming the variable and the engines that remain', () => {
    expect(() => loadEditorServiceConfig({ TRANSCRIBE_ENGINE: 'vosk' })).toThrow(
      'TRANSCRIBE_ENGINE: the vosk engine was removed (Whisper is faster and more accurate); use one of whisper, deepgram (or auto), got "vosk"',
    );
    expect(() => loadEditorServiceConfig({ TRANSCRIBE_ENGINE: ' PocketSphinx ' })).toThrow(/^TRANSCRIBE_ENGINE: the pocketsphinx engine was removed .*use one of whisper, deepgram \(or auto\)/);
    expect(() => loadEditorServiceConfig({ TRANSCRIBE_ENGINE: 'moonshine' })).toThrow('TRANSCRIBE_ENGINE must be one of auto, whisper, deepgram, got "moonshine"');
  });

  it('reads the Whisper settings: model, a model folder of the user\'s own, models dir, preload, workers', () => {
    const config = loadEditorServiceConfig({
      TRANSCRIBE_MODEL_DIR: '/opt/models/faster-whisper-small',
      TAPESCRIPT_MODELS_DIR: '/srv/models',
      TRANSCRIBE_PRELOAD: '1',
      TRANSCRIBE_WORKERS: '64',
    });
    expect(config.transcribe.whisper).toMatchObject({
      model: 'faster-whisper-small',
      customModelDir: '/opt/models/faster-whisper-small',
      preload: true,
      workers: os.availableParallelism(),
      threads: 1,
    });
    expect(loadEditorServiceConfig({ TAPESCRIPT_MODELS_DIR: '/srv/models' }).modelsDir).toBe(path.resolve('/srv/models'));
    expect(loadEditorServiceConfig({ TAPESCRIPT_DATA_DIR: '/srv/data' }).modelsDir).toBe(path.resolve(import.meta.dirname, '../../models'));
    expect(loadEditorServiceConfig({ TRANSCRIBE_MODEL: 'tiny.en' }).transcribe.whisper.model).toBe('tiny.en');
  });

  it('reads where the speech worker runs its models (TAPESCRIPT_DEVICE)', () => {
    expect(loadEditorServiceConfig({ TAPESCRIPT_DEVICE: 'cuda' }).transcribe.whisper.device).toBe('cuda');
    expect(loadEditorServiceConfig({ TAPESCRIPT_DEVICE: ' CPU ' }).transcribe.whisper.device).toBe('cpu');
    expect(loadEditorServiceConfig({ TAPESCRIPT_DEVICE: '' }).transcribe.whisper.device).toBe('auto');
  });

  it.each([
    [{ TAPESCRIPT_DEVICE: 'gpu' }, 'TAPESCRIPT_DEVICE must be one of auto, cpu, cuda, got "gpu"'],
    [{ TRANSCRIBE_ENGINE: 'local' }, /TRANSCRIBE_ENGINE must be one of auto, whisper, deepgram/],
    [{ TRANSCRIBE_MODEL: 'large' }, /TRANSCRIBE_MODEL must be one of base, tiny.en/],
    [{ TRANSCRIBE_PRELOAD: 'soon' }, /TRANSCRIBE_PRELOAD/],
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
