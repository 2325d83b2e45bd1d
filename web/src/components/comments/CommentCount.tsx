import { Box, VisuallyHidden } from '@chakra-ui/react';

/** How many open threads a segment has, in its toolbar: a badge that reads "2 open comments"; nothing for none. */
export function CommentCount({ open }: { open: number }) {
  if (open === 0) return null;
  return (
    <Box
      as="span"
      data-testid="comment-count"
      display="inline-flex"
      alignItems="center"
      gap="1"
      px="1.5"
      rounded="full"
      fontSize="xs"
      fontWeight="semibold"
      bg="green.100"
      color="green.900"
      borderWidth="1px"
      borderColor="green.600"
    >
      <SpeechBubble />
      {open}
      <VisuallyHidden>{open === 1 ? ' open comment' : ' open comments'}</VisuallyHidden>
    </Box>
  );
}

/** A speech bubble, drawn (an emoji would depend on the fonts installed). */
function SpeechBubble() {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 16 16" fill="currentColor">
      <path d="M2 2h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H7l-4 3v-3H2a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z" />
    </svg>
  );
}
