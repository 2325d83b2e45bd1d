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
      bg="purple.100"
      color="purple.900"
      borderWidth="1px"
      borderColor="purple.400"
    >
      <span aria-hidden="true">💬</span>
      {open}
      <VisuallyHidden>{open === 1 ? 'open comment' : 'open comments'}</VisuallyHidden>
    </Box>
  );
}
