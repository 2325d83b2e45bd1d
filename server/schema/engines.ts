import type { EngineStatus } from '../editor/client.ts';
import { builder } from './builder.ts';

const EngineKind = builder.enumType('EngineKind', {
  description: 'What an engine does.',
  values: {
    TRANSCRIPTION: { value: 'transcription', description: 'Turns speech into text (uploadAudio’s `engine`).' },
    SPEAKERS: { value: 'speakers', description: 'Tells the speakers apart.' },
    REFINE: { value: 'refine', description: 'Cleans up text for the `refine` mutation.' },
  } as const,
});

const EngineRef = builder.objectRef<EngineStatus>('Engine').implement({
  description: 'An engine of the editor service, whether it can be used, and if not, why and how to fix it.',
  fields: (t) => ({
    kind: t.field({ type: EngineKind, description: 'What the engine does.', resolve: (engine) => engine.kind }),
    name: t.exposeString('name', { description: 'Its name, e.g. "whisper", "deepgram", "campplus", "rules"; pass a transcription engine’s name as uploadAudio’s `engine`.' }),
    available: t.exposeBoolean('available', { description: 'Whether it is installed and can be used now.' }),
    isDefault: t.boolean({ description: 'Whether it is used when none is asked for.', resolve: (engine) => engine.default }),
    models: t.exposeStringList('models', { description: 'The models installed for it, e.g. ["base", "tiny.en"] (`npm run models -- add NAME` installs more from the catalogue); pass one as uploadAudio’s `model`. Empty where there is no choice.' }),
    defaultModel: t.string({ nullable: true, description: 'The model used when none is asked for.', resolve: (engine) => engine.defaultModel }),
    reason: t.string({ nullable: true, description: 'Why it is not available, e.g. "Whisper model not found in …"; null when it is.', resolve: (engine) => engine.reason }),
    fix: t.string({ nullable: true, description: 'What makes it available, e.g. "npm run setup"; null when nothing is needed.', resolve: (engine) => engine.fix }),
    device: t.string({
      nullable: true,
      description:
        'Where it runs on the editor service’s machine: "cpu" or "cuda" (a GPU) for whisper and campplus, set by TAPESCRIPT_DEVICE (auto, cpu, cuda). ' +
        'Null until the speech worker has started (its first job, or at start with TRANSCRIBE_PRELOAD=1) unless TAPESCRIPT_DEVICE is cpu, and for engines that run elsewhere (deepgram, llm) or need no model (rules).',
      resolve: (engine) => engine.device,
    }),
  }),
});

builder.queryField('engines', (t) =>
  t.field({
    type: [EngineRef],
    description:
      'The engines the editor service offers for transcription, speakers and refinement, as its /health reports them. ' +
      'With a job queue (TAPESCRIPT_QUEUE_URL) the transcription and speaker engines are those of the live queue workers: one is available while a live worker runs it, with every model some live worker runs. ' +
      'Fails with UPSTREAM_UNAVAILABLE when the editor service does not answer.',
    resolve: (_root, _args, { services }) => services.engines.list(),
  }),
);
