import { Badge, Button, HStack, Text, Textarea } from '@chakra-ui/react';
import { SidePanel } from '../../../components/SidePanel.tsx';
import { useState } from 'react';
import { useDraftShowNotesMutation, useSaveShowNotesMutation, useTranscriptShowNotesQuery } from '../../../graphql/generated.ts';
import type { ExportExtension } from '../../../lib/export-formats.ts';

interface ShowNotesDrawerProps {
  transcriptId: string;
  readOnly: boolean;
  /** Downloads the saved notes (the export's show-notes formats). */
  onDownload: (extension: ExportExtension) => void;
  onClose: () => void;
}

/** The server's limit (server/domain/show-notes/show-notes.ts). */
const MAX_LENGTH = 50_000;

/**
 * The transcript's show notes (README "Show notes"): editors draft them (a summary, the chapters, the key quotes and
 * the speakers, saved at once as a version), edit the markdown and save it; everyone who reads the transcript reads
 * them and downloads them as .md or .docx. A model's draft says so until a person saves it.
 */
export function ShowNotesDrawer({ transcriptId, readOnly, onDownload, onClose }: ShowNotesDrawerProps) {
  const [{ data, fetching }] = useTranscriptShowNotesQuery({ variables: { transcriptId }, requestPolicy: 'cache-and-network' });
  const [drafting, draftNotes] = useDraftShowNotesMutation();
  const [saving, saveNotes] = useSaveShowNotesMutation();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState('');
  const notes = data?.showNotes ?? null;
  const shown = text ?? notes?.markdown ?? '';
  const answered = (answer: { error?: { graphQLErrors: { message: string }[]; message: string } }) => {
    if (answer.error) return setError(answer.error.graphQLErrors[0]?.message ?? answer.error.message);
    setError('');
    setText(null);
  };
  return (
    <SidePanel onClose={onClose} title="Show notes" closeLabel="Close show notes">
      {notes?.drafted && notes.byModel && (
        <Badge colorPalette="orange" mb="2">
          Drafted by a model: check it
        </Badge>
      )}
      {!notes && !fetching && text === null && <Text color="fg.muted">No show notes yet.{readOnly ? '' : ' Draft them from the transcript, or write them.'}</Text>}
      {readOnly ? (
        notes && (
          <Text as="pre" whiteSpace="pre-wrap" fontFamily="inherit" fontSize="sm">
            {notes.markdown}
          </Text>
        )
      ) : (
        <Textarea aria-label="Show notes (markdown)" mt="2" minH="60vh" fontFamily="mono" fontSize="sm" maxLength={MAX_LENGTH} value={shown} onChange={(event) => setText(event.target.value)} />
      )}
      {notes?.author && (
        <Text mt="1" fontSize="xs" color="fg.muted">
          {notes.drafted ? 'Drafted' : 'Saved'} by {notes.author.name}, {new Date(notes.updatedAt).toLocaleString()}
        </Text>
      )}
      {error && (
        <Text mt="2" color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <HStack mt="4" wrap="wrap">
        {!readOnly && (
          <>
            <Button size="sm" colorPalette="brand" disabled={text === null} loading={saving.fetching} onClick={() => void saveNotes({ transcriptId, markdown: shown }).then(answered)}>
              Save show notes
            </Button>
            <Button size="sm" variant="outline" loading={drafting.fetching} onClick={() => void draftNotes({ transcriptId }).then(answered)}>
              {notes ? 'Draft again' : 'Draft show notes'}
            </Button>
          </>
        )}
        <Button size="sm" variant="ghost" disabled={!notes?.markdown || text !== null} onClick={() => onDownload('show-notes-markdown')}>
          Download .md
        </Button>
        <Button size="sm" variant="ghost" disabled={!notes?.markdown || text !== null} onClick={() => onDownload('show-notes-docx')}>
          Download .docx
        </Button>
      </HStack>
    </SidePanel>
  );
}
