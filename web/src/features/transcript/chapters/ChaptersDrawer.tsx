import { Box, Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { SidePanel } from '../../../components/SidePanel.tsx';
import { useState } from 'react';
import { useSetChaptersMutation, useSuggestChaptersQuery, useTranscriptChaptersQuery, type ChapterFieldsFragment } from '../../../graphql/generated.ts';
import { formatClock } from '../../../lib/time.ts';
import { usePlayback } from '../playback/playback-context.ts';

interface ChaptersDrawerProps {
  transcriptId: string;
  segments: ReadonlyArray<{ id: string; start: number; text: string }>;
  readOnly: boolean;
  onClose: () => void;
}

type Draft = Pick<ChapterFieldsFragment, 'segmentId' | 'title'>;

/** A segment as the chapter's place is chosen from: its time and first words. */
const placeLabel = (segment: { start: number; text: string }) => `${formatClock(segment.start)} ${segment.text.slice(0, 40)}`;

/**
 * The transcript's chapters (README "Chapters"): each plays from its start on click; editors rename one, move it to
 * another segment, delete it or add one, and "Suggest chapters" fills the list with proposals to keep. Nothing is
 * saved until "Save chapters" (setChapters: one version).
 */
export function ChaptersDrawer({ transcriptId, segments, readOnly, onClose }: ChaptersDrawerProps) {
  const playback = usePlayback();
  const [{ data }] = useTranscriptChaptersQuery({ variables: { id: transcriptId }, requestPolicy: 'cache-and-network' });
  const [asked, setAsked] = useState(false);
  const [suggested] = useSuggestChaptersQuery({ variables: { id: transcriptId }, pause: !asked, requestPolicy: 'network-only' });
  const [saving, setChapters] = useSetChaptersMutation();
  const [draft, setDraft] = useState<Draft[] | null>(null);
  const [error, setError] = useState('');
  const saved = data?.transcript?.chapters ?? [];
  const proposals = asked ? suggested.data?.suggestChapters : undefined;
  const editing = draft ?? (proposals ? proposals.map(({ segmentId, title }) => ({ segmentId, title })) : null);
  const startOf = (segmentId: string) => segments.find((segment) => segment.id === segmentId)?.start ?? 0;
  const edit = (next: Draft[]) => setDraft([...next].sort((a, b) => startOf(a.segmentId) - startOf(b.segmentId)));
  const begin = () => edit(saved.map(({ segmentId, title }) => ({ segmentId, title })));
  const save = async () => {
    const versionId = data?.transcript?.versionId;
    if (!editing || !versionId) return;
    const answer = await setChapters({ transcriptId, baseVersionId: versionId, chapters: editing });
    if (answer.error) return setError(answer.error.graphQLErrors[0]?.message ?? answer.error.message);
    setError('');
    setDraft(null);
    setAsked(false);
  };
  const free = segments.find((segment) => !editing?.some((chapter) => chapter.segmentId === segment.id));
  return (
    <SidePanel onClose={onClose} title="Chapters" closeLabel="Close chapters">
      {editing ? (
        <Stack as="ol" gap="3" listStyleType="none" aria-label="Chapters being edited">
          {editing.map((chapter, i) => (
            <Box as="li" key={chapter.segmentId} borderWidth="1px" rounded="md" p="2">
              <Input size="sm" aria-label={`Title of chapter ${i + 1}`} value={chapter.title} maxLength={200} onChange={(event) => edit(editing.map((other, j) => (j === i ? { ...other, title: event.target.value } : other)))} />
              <HStack mt="1.5">
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    aria-label={`Where chapter ${i + 1} starts`}
                    value={chapter.segmentId}
                    onChange={(event) => edit(editing.map((other, j) => (j === i ? { ...other, segmentId: event.target.value } : other)))}
                  >
                    {segments
                      .filter((segment) => segment.id === chapter.segmentId || !editing.some((other) => other.segmentId === segment.id))
                      .map((segment) => (
                        <option key={segment.id} value={segment.id}>
                          {placeLabel(segment)}
                        </option>
                      ))}
                  </NativeSelect.Field>
                </NativeSelect.Root>
                <Button size="xs" variant="ghost" onClick={() => edit(editing.filter((_, j) => j !== i))}>
                  Delete
                </Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      ) : saved.length === 0 ? (
        <Text color="fg.muted">No chapters yet.</Text>
      ) : (
        <Stack as="ol" gap="1" listStyleType="none" aria-label="Chapters">
          {saved.map((chapter) => (
            <Box as="li" key={chapter.id}>
              <Button variant="ghost" size="sm" justifyContent="start" w="full" onClick={() => playback.seek(chapter.start)}>
                {formatClock(chapter.start)} {chapter.title}
              </Button>
            </Box>
          ))}
        </Stack>
      )}
      {asked && suggested.fetching && <Text mt="2">Finding chapters…</Text>}
      {error && (
        <Text mt="2" color="fg.error" role="alert">
          {error}
        </Text>
      )}
      {!readOnly && (
        <HStack mt="4" wrap="wrap">
          {editing ? (
            <>
              <Button size="sm" disabled={!free} onClick={() => free && edit([...editing, { segmentId: free.id, title: 'New chapter' }])}>
                Add chapter
              </Button>
              <Button size="sm" colorPalette="brand" loading={saving.fetching} onClick={() => void save()}>
                Save chapters
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setDraft(null);
                  setAsked(false);
                }}
              >
                Cancel
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" onClick={begin}>
                Edit chapters
              </Button>
              <Button size="sm" variant="outline" onClick={() => setAsked(true)}>
                Suggest chapters
              </Button>
            </>
          )}
        </HStack>
      )}
    </SidePanel>
  );
}
