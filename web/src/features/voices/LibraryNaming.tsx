import { Button, HStack, Link as StyledLink, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useClient } from 'urql';
import {
  LibraryTranscriptsDocument,
  useNameLibrarySpeakersByVoiceMutation,
  type LibraryTranscriptsQuery,
  type LibraryTranscriptsQueryVariables,
} from '../../graphql/generated.ts';
import { errorMessage, isBadInput } from '../../lib/errors.ts';

/** A transcript where the pass named or offered something. */
interface Found {
  id: string;
  title: string;
  what: string;
}

interface Pass {
  total: number;
  checked: number;
  /** Of those checked, the ones compared with the same voices before, answered without measuring. */
  unchanged: number;
  found: Found[];
  state: 'listing' | 'running' | 'stopped' | 'done' | 'failed';
  error?: string;
}

/**
 * Names the speakers of the whole library by voice, one transcript after another (nameSpeakersByVoice, as "Name
 * speakers by voice" in a transcript's Speakers): for the transcripts made before a voice was remembered. Driven from
 * here, so it shows its progress and stops when asked or when the page is left; a transcript whose speakers all have
 * names is passed over.
 */
export function LibraryNaming() {
  const client = useClient();
  const [, name] = useNameLibrarySpeakersByVoiceMutation();
  const [pass, setPass] = useState<Pass | null>(null);
  const stopped = useRef(false);
  // Leaving the page stops the pass after the transcript it is on.
  useEffect(() => () => void (stopped.current = true), []);
  const running = pass?.state === 'listing' || pass?.state === 'running';

  const run = async () => {
    stopped.current = false;
    let now: Pass = { total: 0, checked: 0, unchanged: 0, found: [], state: 'listing' };
    setPass(now);
    // Listed first: naming a speaker makes a version, which moves that transcript up the list while it is walked.
    const transcripts: Array<{ id: string; title: string }> = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const listed = await client
        .query<LibraryTranscriptsQuery, LibraryTranscriptsQueryVariables>(LibraryTranscriptsDocument, { page }, { requestPolicy: 'network-only' })
        .toPromise();
      if (!listed.data) return setPass({ ...now, state: 'failed', error: errorMessage(listed.error) });
      pages = listed.data.transcripts.totalPages;
      transcripts.push(...listed.data.transcripts.items.filter((item) => item.status === 'READY'));
    }
    now = { ...now, total: transcripts.length, state: 'running' };
    setPass(now);
    for (const transcript of transcripts) {
      if (stopped.current) return setPass({ ...now, state: 'stopped' });
      const answer = await name({ transcriptId: transcript.id });
      // Refused as it stands (every speaker has a name, say): nothing to do there.
      if (!answer.data && !isBadInput(answer.error)) return setPass({ ...now, state: 'failed', error: errorMessage(answer.error) });
      const found = answer.data?.nameSpeakersByVoice;
      const what = [
        ...(found?.named ?? []).map((entry) => `${entry.label} is ${entry.speaker}`),
        ...(found?.offered ?? []).map((entry) => `${entry.speaker} might be ${entry.voice.name}`),
      ].join('; ');
      now = { ...now, checked: now.checked + 1, unchanged: now.unchanged + (found?.comparedBefore ? 1 : 0), found: what ? [...now.found, { ...transcript, what }] : now.found };
      setPass(now);
    }
    setPass({ ...now, state: 'done' });
  };

  return (
    <Stack gap="3" mt="8" p="4" borderWidth="1px" borderRadius="md" as="section" aria-label="Name speakers in earlier transcripts">
      <Text fontWeight="medium">Earlier transcripts</Text>
      <Text fontSize="sm" color="fg.muted">
        Transcripts made before a voice was remembered still say “Speaker 1”. Look through them all: each speaker still
        called “Speaker N” is compared with the voices remembered now, named when the match is clear and offered when
        it is close (confirm it in the transcript). A few seconds per transcript; one compared with the same voices
        before is passed at once.
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void run()} disabled={running}>
          Look through the library
        </Button>
        {running && (
          <Button size="sm" variant="ghost" onClick={() => (stopped.current = true)}>
            Stop
          </Button>
        )}
      </HStack>
      {pass && <PassReport pass={pass} />}
    </Stack>
  );
}

function PassReport({ pass }: { pass: Pass }) {
  const { total, checked, unchanged, found, state } = pass;
  const since = unchanged ? `; ${unchanged} unchanged since ${unchanged === 1 ? 'it was' : 'they were'} last compared` : '';
  const status =
    state === 'listing' ? 'Listing the transcripts…'
    : state === 'failed' ? `Stopped after ${checked} of ${total}: ${pass.error}`
    : `${state === 'done' ? 'Looked through' : state === 'stopped' ? 'Stopped after' : 'Looking through'} ${checked} of ${total} transcripts; ${found.length} with a name or an offer${since}.`;
  return (
    <Stack gap="2" role="status">
      {state === 'running' && (
        <Progress.Root size="sm" value={total ? (checked / total) * 100 : 0} aria-label="Transcripts looked through">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      <Text fontSize="sm" color={state === 'failed' ? 'fg.error' : undefined}>
        {status}
      </Text>
      {found.length > 0 && (
        <Stack as="ul" aria-label="Transcripts named by voice" gap="1" listStyleType="none" fontSize="sm">
          {found.map((transcript) => (
            <li key={transcript.id}>
              <StyledLink asChild colorPalette="brand">
                <Link to={`/transcript/${transcript.id}`}>{transcript.title}</Link>
              </StyledLink>
              <Text as="span" color="fg.muted">
                {' '}
                — {transcript.what}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
