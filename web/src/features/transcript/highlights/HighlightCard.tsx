import { Badge, Box, Button, CloseButton, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { HighlightActions } from '../../../components/words-actions.tsx';
import { notify } from '../../../components/Toaster.tsx';
import { useDeleteHighlightMutation, type HighlightFieldsFragment } from '../../../graphql/generated.ts';
import { formatUpdated } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { formatClock } from '../../../lib/time.ts';
import { useReadOnly } from '../../../lib/who-am-i.ts';
import { HIGHLIGHT_COLOR } from '../segments/segment-styles.ts';

interface HighlightCardProps {
  highlight: HighlightFieldsFragment;
  onEdit: () => void;
  onClose: () => void;
}

/**
 * One highlight, opened from its mark in the text: its words, speaker and time, tags, note, who made it and when;
 * editors and owners change its tags and note or delete it (viewers read).
 */
export function HighlightCard({ highlight, onEdit, onClose }: HighlightCardProps) {
  const readOnly = useReadOnly();
  return (
    <Box
      as="section"
      aria-label={`Highlight: ${highlight.quote}`}
      mt="2"
      p="3"
      borderWidth="1px"
      borderInlineStartWidth="4px"
      borderInlineStartColor={HIGHLIGHT_COLOR.edge}
      rounded="md"
      bg="bg"
      shadow="sm"
      // A click in the card is not a click on the row (which seeks). Nor does a press move the focus into the row:
      // that shows the row's tools above the card, which moves the card from under the pointer before the click.
      onClick={(event) => event.stopPropagation()}
      onMouseDown={(event) => event.preventDefault()}
    >
      <HStack align="flex-start" gap="2">
        <Stack gap="1.5" flex="1" minW="0">
          <HighlightSummary highlight={highlight} />
          {highlight.note && <Text fontSize="sm" whiteSpace="pre-wrap">{highlight.note}</Text>}
          <Text fontSize="xs" color="fg.muted">
            {highlight.author?.name ? `${highlight.author.name}, ` : ''}
            {formatUpdated(highlight.createdAt)}
          </Text>
        </Stack>
        <CloseButton size="xs" aria-label="Close highlight" onClick={onClose} />
      </HStack>
      {!readOnly && <EditorActions highlight={highlight} onEdit={onEdit} onDeleted={onClose} />}
    </Box>
  );
}

/** A highlight's words with speaker, time and tags: what the card and the Highlights list both show. */
export function HighlightSummary({ highlight, onSeek }: { highlight: HighlightFieldsFragment; onSeek?: (time: number) => void }) {
  return (
    <Stack gap="1.5">
      <Text fontSize="sm" fontStyle="italic" lineClamp={4}>
        “{highlight.quote}”
      </Text>
      <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
        <Text fontWeight="semibold">{highlight.speaker}</Text>
        {onSeek ? (
          <Button size="2xs" variant="ghost" fontFamily="mono" px="1" onClick={() => onSeek(highlight.start)} aria-label={`Play from ${formatClock(highlight.start)}`}>
            {formatClock(highlight.start)}
          </Button>
        ) : (
          <Text fontFamily="mono">{formatClock(highlight.start)}</Text>
        )}
        {highlight.outdated && (
          <Badge colorPalette="orange" title="Some of its words are no longer in the transcript: its quote is as it was made">
            Outdated
          </Badge>
        )}
      </HStack>
      {highlight.tags.length > 0 && (
        <Wrap gap="1" aria-label="Tags">
          {highlight.tags.map((tag) => (
            <Badge key={tag} bg={HIGHLIGHT_COLOR.tint} color="fg">
              {tag}
            </Badge>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}

/** What an editor does with a highlight, and what other features offer on it (a clip of its words). */
function EditorActions({ highlight, onEdit, onDeleted }: { highlight: HighlightFieldsFragment; onEdit: () => void; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [{ fetching }, deleteHighlight] = useDeleteHighlightMutation();
  const remove = async () => {
    const result = await deleteHighlight({ id: highlight.id });
    setConfirming(false);
    if (result.error) return notify('error', 'The highlight was not deleted', errorMessage(result.error));
    onDeleted();
  };
  return (
    <HStack mt="2" gap="1" justify="flex-end">
      <HighlightActions highlightId={highlight.id} />
      <Button size="xs" variant="outline" onClick={onEdit}>
        Edit tags and note
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      {confirming && (
        <ConfirmDialog title="Delete this highlight?" confirmLabel="Delete" colorPalette="red" busy={fetching} onConfirm={() => void remove()} onClose={() => setConfirming(false)}>
          “{highlight.quote}” stays in the transcript; only the highlight, its tags and note go.
        </ConfirmDialog>
      )}
    </HStack>
  );
}
