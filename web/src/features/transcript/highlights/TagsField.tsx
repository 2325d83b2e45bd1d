import { Badge, Box, Button, CloseButton, Field, HStack, Input, Wrap } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { MAX_TAG_CHARS, MAX_TAGS } from '../../../../../shared/highlight-limits.ts';
import { HIGHLIGHT_COLOR } from '../segments/segment-styles.ts';

/** Suggestions shown at once, the most used first. */
const SHOWN_SUGGESTIONS = 8;

interface TagsFieldProps {
  tags: readonly string[];
  /** Tags used before, most used first. */
  suggestions: readonly string[];
  onChange: (tags: string[]) => void;
}

/** Adds `tag` unless it is there already in another case (the server keeps a tag once). */
export function withTag(tags: readonly string[], tag: string): string[] {
  const cleaned = tag.trim();
  if (!cleaned || tags.some((held) => held.toLowerCase() === cleaned.toLowerCase())) return [...tags];
  return [...tags, cleaned];
}

/**
 * Free-text tags as chips: typed and added with Enter or a comma, removed with their ×; tags used before are
 * suggested under the box, those matching what is typed first.
 */
export function TagsField({ tags, suggestions, onChange }: TagsFieldProps) {
  const [typed, setTyped] = useState('');
  const hintId = useId();
  const add = (tag: string) => {
    onChange(withTag(tags, tag));
    setTyped('');
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(typed);
    } else if (event.key === 'Backspace' && !typed && tags.length > 0) onChange(tags.slice(0, -1));
  };
  const held = new Set(tags.map((tag) => tag.toLowerCase()));
  const wanted = typed.trim().toLowerCase();
  const offered = suggestions.filter((tag) => !held.has(tag.toLowerCase()) && tag.toLowerCase().includes(wanted)).slice(0, SHOWN_SUGGESTIONS);
  return (
    <Field.Root>
      <Field.Label>Tags</Field.Label>
      {tags.length > 0 && (
        <Wrap gap="1.5" mb="2" role="list" aria-label="Tags">
          {tags.map((tag) => (
            <Badge key={tag} role="listitem" size="lg" bg={HIGHLIGHT_COLOR.tint} color="fg" pe="0.5" gap="0.5">
              {tag}
              <CloseButton size="2xs" variant="plain" aria-label={`Remove tag ${tag}`} onClick={() => onChange(tags.filter((other) => other !== tag))} />
            </Badge>
          ))}
        </Wrap>
      )}
      <HStack w="full">
        <Input
          value={typed}
          maxLength={MAX_TAG_CHARS}
          placeholder={tags.length >= MAX_TAGS ? `At most ${MAX_TAGS} tags` : 'Type a tag, then Enter'}
          disabled={tags.length >= MAX_TAGS}
          aria-describedby={hintId}
          onChange={(event) => setTyped(event.target.value.replace(',', ''))}
          onKeyDown={keyDown}
          // A tag typed but not yet added is kept when the box is left (for Save).
          onBlur={() => typed.trim() && add(typed)}
        />
        <Button variant="outline" onClick={() => add(typed)} disabled={!typed.trim()}>
          Add
        </Button>
      </HStack>
      <Field.HelperText id={hintId}>Free text; Enter or a comma adds one.</Field.HelperText>
      {offered.length > 0 && (
        <Box mt="2">
          <Wrap gap="1.5" role="group" aria-label="Tags used before">
            {offered.map((tag) => (
              <Button key={tag} size="xs" variant="outline" rounded="full" onClick={() => add(tag)} aria-label={`Add tag ${tag}`}>
                + {tag}
              </Button>
            ))}
          </Wrap>
        </Box>
      )}
    </Field.Root>
  );
}
