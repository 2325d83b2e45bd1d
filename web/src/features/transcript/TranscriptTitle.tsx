import { HStack, Heading, IconButton, Input, Text } from '@chakra-ui/react';
import { memo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useRenameTranscriptMutation } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { TITLE_MAX_CHARS, validateTitle } from '../../lib/title.ts';
import { notify } from '../../components/Toaster.tsx';
import { useReadOnly } from '../../lib/who-am-i.ts';

/**
 * The transcript's title, renamed in place: Enter or leaving the field saves, Esc cancels. A count under the field
 * (n/200) shows the server's limit, as the upload dialog does. A title that is empty or too long keeps the field open
 * with the message under it on Enter; leaving the field then keeps the title it had and says why. Memoized: typing in
 * the text does not re-render it.
 */
export const TranscriptTitle = memo(function TranscriptTitle({ id, title }: { id: string; title: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [, rename] = useRenameTranscriptMutation();
  const readOnly = useReadOnly();
  // Esc unmounts the field; a blur the browser may still send then must not save.
  const cancelled = useRef(false);

  const commit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (draft === null || cancelled.current) return;
    const next = draft.trim();
    const refused = validateTitle(next);
    if (refused && event) return setProblem(refused);
    setDraft(null);
    setProblem(null);
    if (next === title) return;
    if (refused) return notify('error', refused);
    const result = await rename({ id, title: next });
    if (result.error) notify('error', 'Rename failed', errorMessage(result.error));
  };
  const edit = () => {
    cancelled.current = false;
    setDraft(title);
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    cancelled.current = true;
    setDraft(null);
    setProblem(null);
  };

  if (draft !== null) {
    return (
      <form onSubmit={(event) => void commit(event)}>
        <Input
          autoFocus
          onFocus={(event) => event.currentTarget.select()}
          aria-label="Title"
          aria-invalid={problem !== null}
          aria-describedby={problem ? 'transcript-title-count transcript-title-problem' : 'transcript-title-count'}
          value={draft}
          fontSize="2xl"
          fontWeight="semibold"
          h="auto"
          py="1"
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onBlur={() => void commit()}
          onKeyDown={cancelOnEscape}
        />
        <Text id="transcript-title-count" color={draft.trim().length > TITLE_MAX_CHARS ? 'fg.error' : 'fg.muted'} fontSize="sm" mt="1">
          {draft.trim().length}/{TITLE_MAX_CHARS}
        </Text>
        {problem && (
          <Text id="transcript-title-problem" color="fg.error" fontSize="sm" mt="1">
            {problem}
          </Text>
        )}
      </form>
    );
  }
  return (
    <HStack gap="1" align="flex-start">
      <Heading as="h2" size={{ base: 'xl', md: '2xl' }} wordBreak="break-word" id={TITLE_ID} tabIndex={-1} outline="none" onDoubleClick={() => !readOnly && edit()}>
        {title}
      </Heading>
      {!readOnly && (
        <IconButton variant="ghost" size="sm" aria-label="Rename transcript" color="fg.muted" onClick={() => edit()}>
          <PencilIcon />
        </IconButton>
      )}
    </HStack>
  );
});

/** The heading's id: the page focuses it when it opens right after an upload. */
export const TITLE_ID = 'transcript-title';

function PencilIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
