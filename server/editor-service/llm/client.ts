import { hideInJson, hideTerms, type PlaceholderTerm } from '../../domain/pseudonyms/placeholders.ts';
import { ServiceError } from '../errors.ts';
import { callProvider } from '../upstream.ts';

export interface LlmSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per request. */
  timeoutMs: number;
}

/**
 * The one client of an OpenAI-compatible chat-completions API (hosted, llama.cpp, Ollama, …) that every LLM feature
 * uses. Nothing listed leaves through it: every string it sends, the instructions included, has each of `terms`
 * replaced by its placeholder (domain/pseudonyms/placeholders.ts). The answer comes back with the placeholders in it;
 * the feature puts the terms back item by item (revealTerms) and keeps its original where one came back altered.
 */
export interface LlmClient {
  /** Asks for a JSON answer to `payload` (sent as JSON) under `instructions`; answers the model's content. */
  completeJson(instructions: string, payload: unknown, terms: readonly PlaceholderTerm[], signal?: AbortSignal): Promise<string>;
}

export function createLlmClient({ baseUrl, apiKey, model, timeoutMs }: LlmSettings): LlmClient {
  return {
    async completeJson(instructions, payload, terms, signal) {
      const response = await callProvider(
        'The language model',
        `${baseUrl}/chat/completions`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          body: JSON.stringify({
            model,
            temperature: 0,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: hideTerms(instructions, terms) },
              { role: 'user', content: JSON.stringify(hideInJson(payload, terms)) },
            ],
          }),
          timeoutMs,
        },
        signal,
      );
      const body = (await response.json().catch(() => undefined)) as { choices?: Array<{ message?: { content?: unknown } }> } | undefined;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new ServiceError(502, 'The language model answered without a chat completion');
      return content;
    },
  };
}
