/** The editor service as the server embeds it (spec section 7). */
export { loadEditorServiceConfig, type EditorServiceConfig } from './config.ts';
export { createEditorService, type RunningEditorService } from './service.ts';
export type { Segment, Transcription, Word } from './contract.ts';
