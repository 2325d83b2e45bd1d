import { Box, Button, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSignedInNameQuery } from '../../../graphql/generated.ts';
import { DISPLAY_NAME, useTextSetting } from '../../../lib/settings.ts';
import type { Present } from './live-marks.ts';
import { UNNAMED } from './usePresence.ts';

/** Shown as avatars; the rest are counted. */
const AVATARS = 5;
const NAME_CHARS = 60;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => [...part][0]?.toUpperCase() ?? '')
    .join('') || '?';

/** An avatar: the person's initials on their marker colour. */
function Avatar({ person }: { person: Present }) {
  return (
    <Box
      as="span"
      role="img"
      aria-label={person.name}
      title={person.name}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="7"
      rounded="full"
      fontSize="xs"
      fontWeight="bold"
      color="white"
      borderWidth="2px"
      borderColor="bg"
      ms="-1.5"
      style={{ background: person.color }}
    >
      {initials(person.name)}
    </Box>
  );
}

/**
 * Who else has the transcript open (avatars), and the name this browser shows to them: a signed-in person's own
 * (team mode); else asked here, once, and kept in this browser, others seeing "Guest" until it is given.
 */
export function PresenceBar({ others }: { others: readonly Present[] }) {
  const [name, setName] = useTextSetting(DISPLAY_NAME);
  const [{ data, fetching }] = useSignedInNameQuery();
  const person = data?.me.user;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const save = () => {
    setName(draft.trim().slice(0, NAME_CHARS));
    setEditing(false);
  };

  return (
    // As tall as the name button from the first paint, whichever control shows: the text under it never jumps when
    // the account's name arrives.
    <HStack gap="3" minH="8" data-testid="presence">
      {others.length > 0 && (
        <HStack gap="0" ps="1.5" role="group" aria-label={`Also here: ${others.map((person) => person.name).join(', ')}`}>
          {others.slice(0, AVATARS).map((person) => (
            <Avatar key={person.sessionId} person={person} />
          ))}
          {others.length > AVATARS && (
            <Text as="span" fontSize="xs" ms="1" color="fg.muted">
              +{others.length - AVATARS}
            </Text>
          )}
        </HStack>
      )}
      {!data && fetching ? null : person ? (
        <Text as="span" fontSize="xs" title="Others see you by the name of your account">
          You: {person.name || person.email}
        </Text>
      ) : editing ? (
        <HStack asChild gap="1">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              save();
            }}
          >
            <Input
              size="xs"
              w="48"
              aria-label="Your name, shown to others"
              placeholder="Your name, shown to others"
              value={draft}
              maxLength={NAME_CHARS}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                // Escape leaves the name as it was (and does not reach the player's shortcuts).
                if (event.key === 'Escape') {
                  event.stopPropagation();
                  setEditing(false);
                }
              }}
            />
            <Button size="xs" type="submit" colorPalette="brand">
              Save
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </form>
        </HStack>
      ) : (
        <Button
          size="xs"
          variant="ghost"
          title="The name others see beside your edits and your place in the text"
          onClick={() => {
            setDraft(name);
            setEditing(true);
          }}
        >
          {name.trim() ? `You: ${name.trim()}` : others.length > 0 ? `You appear as ${UNNAMED} · Set your name` : 'Set your name'}
        </Button>
      )}
    </HStack>
  );
}
