import { Box } from '@chakra-ui/react';

/** A speaker's colour; the name beside it always says who it is. */
export function SpeakerDot({ color }: { color: string }) {
  return <Box as="span" aria-hidden="true" display="inline-block" w="2.5" h="2.5" rounded="full" flexShrink={0} style={{ background: color }} />;
}
