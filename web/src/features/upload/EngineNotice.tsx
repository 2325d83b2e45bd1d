import { Alert, Code } from '@chakra-ui/react';
import { useTranscriptionEnginesQuery } from '../../graphql/generated.ts';
import { engineLabel } from '../../lib/engines.ts';

/** The offline engine; when it is missing the user is told, with the command that installs it. */
const OFFLINE_ENGINE = 'whisper';

/** Says so when Whisper cannot be used (and what uploads get meanwhile); nothing when it can, or when the engines are unknown. */
export function EngineNotice() {
  const [{ data }] = useTranscriptionEnginesQuery();
  const transcription = data?.engines.filter((engine) => engine.kind === 'TRANSCRIPTION') ?? [];
  const offline = transcription.find((engine) => engine.name === OFFLINE_ENGINE);
  if (!offline || offline.available) return null;
  // Only the default is used for an upload that names no engine: an available one that is not the default is no fallback.
  const fallback = transcription.find((engine) => engine.available && engine.isDefault);
  return (
    <Alert.Root status="warning" mb="6" data-testid="engine-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="semibold">Whisper is not available</Alert.Title>
        <Alert.Description>
          {offline.reason ?? 'Its files are missing.'}{' '}
          {offline.fix && (
            <>
              Run <Code>{offline.fix}</Code> in the Tapescript folder, then restart it.{' '}
            </>
          )}
          {fallback
            ? `Until then uploads are transcribed with ${engineLabel(fallback.name, fallback.defaultModel)}.`
            : 'Until then transcriptions fail; retry them once it is installed.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
