import { Alert, Button, Dialog, Field, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import { ClosableDialog } from '../../../components/ClosableDialog.tsx';
import { notify } from '../../../components/Toaster.tsx';
import { useAddHighlightMutation, useHighlightTagsQuery, useUpdateHighlightMutation } from '../../../graphql/generated.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { MAX_NOTE_CHARS } from '../../../../../shared/highlight-limits.ts';
import { sameSpeaker, spanTarget, targetOfWords, type HighlightTarget } from './highlight-spans.ts';
import type { HighlightEditing } from './highlights-desk.ts';
import { TagsField } from './TagsField.tsx';

interface HighlightDialogProps {
  transcriptId: string;
  editing: HighlightEditing;
  segments: ReadonlyArray<{ id: string; speaker: string | null; text: string }>;
  onClose: () => void;
  /** After a new highlight is saved (the selections it was made from are spent). */
  onSaved: () => void;
}

/**
 * Makes a highlight of the words selected (from the words selected earlier in a segment before, when there are such:
 * the person chooses), with tags and a note; or changes one's tags and note. The server's refusal (words of two
 * speakers, too many tags) is shown in the dialog, which stays open to put it right.
 */
export function HighlightDialog({ transcriptId, editing, segments, onClose, onSaved }: HighlightDialogProps) {
  const existing = editing.kind === 'edit' ? editing.highlight : null;
  const choices = useMemo(() => {
    if (editing.kind === 'edit') return null;
    const here = targetOfWords(editing.now);
    const span = spanTarget(editing.earlier, editing.now, segments);
    return { here, span };
  }, [editing, segments]);
  const [scope, setScope] = useState<'span' | 'here'>(() => (choices?.span && sameSpeaker(choices.span, segments) ? 'span' : 'here'));
  const [tags, setTags] = useState<string[]>(() => [...(existing?.tags ?? [])]);
  const [note, setNote] = useState(existing?.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const [{ data: suggested }] = useHighlightTagsQuery();
  const [adding, addHighlight] = useAddHighlightMutation();
  const [updating, updateHighlight] = useUpdateHighlightMutation();
  const target: HighlightTarget | null = choices ? (scope === 'span' && choices.span) || choices.here : null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const result = target
      ? await addHighlight({ transcriptId, fromSegmentId: target.fromSegmentId, fromWord: target.fromWord, toSegmentId: target.toSegmentId, toWord: target.toWord, tags, note })
      : await updateHighlight({ id: existing!.id, tags, note });
    if (result.error) return setError(errorMessage(result.error));
    notify('success', target ? 'Highlighted' : 'Highlight saved');
    if (target) onSaved();
    onClose();
  };

  const busy = adding.fetching || updating.fetching;
  return (
    <ClosableDialog
      open
      onClose={onClose}
      title={existing ? 'Edit highlight' : 'Highlight'}
      footer={
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="highlight-form" colorPalette="brand" loading={busy}>
            {existing ? 'Save' : 'Highlight'}
          </Button>
        </Dialog.Footer>
      }
    >
      <form id="highlight-form" onSubmit={(event) => void save(event)}>
        <Stack gap="4">
          {choices?.span ? (
            <RadioGroup.Root value={scope} onValueChange={({ value }) => {
                setScope(value as 'span' | 'here');
                setError(null);
              }} aria-label="Which words">
              <Stack gap="2">
                <ScopeChoice value="span" quote={choices.span.quote} detail={`From the words selected earlier, across ${choices.span.segments} segments`} />
                <ScopeChoice value="here" quote={choices.here.quote} detail="Only the words selected here" />
              </Stack>
            </RadioGroup.Root>
          ) : (
            <Text fontStyle="italic" color="fg.muted" lineClamp={4}>
              “{target?.quote ?? existing?.quote}”
            </Text>
          )}
          <TagsField tags={tags} suggestions={suggested?.highlightTags ?? []} onChange={setTags} />
          <Field.Root>
            <Field.Label>Note</Field.Label>
            <Textarea value={note} maxLength={MAX_NOTE_CHARS} autoresize placeholder="Why it matters, where it could go" onChange={(event) => setNote(event.target.value)} />
          </Field.Root>
          {error && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </form>
    </ClosableDialog>
  );
}

function ScopeChoice({ value, quote, detail }: { value: 'span' | 'here'; quote: string; detail: string }) {
  return (
    <RadioGroup.Item value={value} alignItems="flex-start">
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator mt="0.5" />
      <RadioGroup.ItemText>
        <Text fontSize="sm" fontWeight="medium">
          {detail}
        </Text>
        <Text fontSize="sm" fontStyle="italic" color="fg.muted" lineClamp={3}>
          “{quote}”
        </Text>
      </RadioGroup.ItemText>
    </RadioGroup.Item>
  );
}
