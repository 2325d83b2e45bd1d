import { Alert, Code } from '@chakra-ui/react';
import { useTranscriptionEnginesQuery } from '../../graphql/generated.ts';
import { engineLabel } from '../../lib/engines.ts';

/** The engine that makes the best transcripts; when it is missing the user is told, with the command that installs it. */
const BEST_ENGINE = 'whisper';

/** Says so when Whisper cannot be used (and what uploads get meanwhile); nothing when it can, or when the engines are unknown. */
export function EngineNotice() {
  const [{ data }] = useTranscriptionEnginesQuery();
  const transcription = data?.engines.filter((engine) => engine.kind === 'TRANSCRIPTION') ?? [];
  const best = transcription.find((engine) => engine.name === BEST_ENGINE);
  if (!best || best.available) return null;
  const fallback = transcription.find((engine) => engine.available && engine.isDefault) ?? transcription.find((engine) => engine.available);
  return (
    <Alert.Root status="warning" mb="6" data-testid="engine-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="semibold">Whisper is not available, so transcripts will be less accurate</Alert.Title>
        <Alert.Description>
          {best.reason ?? 'Its files are missing.'}{' '}
          {best.fix && (
            <>
              Run <Code>{best.fix}</Code> in the Tapescript folder, then restart it.{' '}
            </>
          )}
          {fallback ? `Until then uploads are transcribed with ${engineLabel(fallback.name, fallback.defaultModel)}.` : 'No other engine is available either.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
