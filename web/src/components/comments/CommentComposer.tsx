import { Button, HStack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { notify } from '../Toaster.tsx';
import { useAddCommentMutation, type AddCommentMutationVariables } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';

interface CommentComposerProps {
  /** Where the comment goes: a segment (and words), or a thread to reply to. */
  target: Omit<AddCommentMutationVariables, 'text'>;
  label: string;
  onSent: () => void;
  onCancel?: () => void;
  /** Takes the focus when shown (a comment just asked for, from a toolbar or Ctrl+Alt+M). */
  autoFocus?: boolean;
}

/** A comment or a reply: a text box and a button. */
export function CommentComposer({ target, label, onSent, onCancel, autoFocus }: CommentComposerProps) {
  const [text, setText] = useState('');
  const [{ fetching }, addComment] = useAddCommentMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    const result = await addComment({ ...target, text });
    if (result.error) return notify('error', 'The comment was not saved', errorMessage(result.error));
    setText('');
    onSent();
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Textarea size="sm" value={text} maxLength={5000} aria-label={label} placeholder={label} autoFocus={autoFocus} autoresize onChange={(event) => setText(event.target.value)} />
      <HStack mt="1" justify="flex-end">
        {onCancel && (
          <Button size="xs" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button size="xs" type="submit" colorPalette="brand" loading={fetching} disabled={!text.trim()}>
          {label}
        </Button>
      </HStack>
    </form>
  );
}
