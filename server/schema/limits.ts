import { builder } from './builder.ts';

const LimitsRef = builder.objectRef<{ maxUploadBytes: number; maxAudioMinutes: number }>('Limits').implement({
  description: 'What an upload may be, as this server is configured.',
  fields: (t) => ({
    maxUploadBytes: t.exposeInt('maxUploadBytes', { description: 'The largest file uploadAudio accepts, and each track of uploadTracks, in bytes (TAPESCRIPT_MAX_UPLOAD_MB; 30 MB unless raised).' }),
    maxAudioMinutes: t.exposeInt('maxAudioMinutes', { description: 'The longest audio uploadAudio accepts, and each track of uploadTracks, in minutes (TAPESCRIPT_MAX_AUDIO_MINUTES).' }),
  }),
});

builder.queryField('limits', (t) =>
  t.field({
    type: LimitsRef,
    description: 'The upload limits, so a client can check a file before sending it.',
    resolve: (_root, _args, { services }) => services.uploads.limits,
  }),
);
