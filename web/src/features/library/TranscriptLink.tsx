import { Box, HStack, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import { PrivateBadge } from '../../components/PrivateBadge.tsx';
import type { TranscriptListItemFragment } from '../../graphql/generated.ts';
import { formatUpdated } from '../../lib/dates.ts';
import { ApprovalBadge } from './ApprovalBadge.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/** How the sidebar marks the entry open in the page (a transcript, or the search hit opened). */
export const OPEN_ENTRY = { bg: 'brand.subtle', boxShadow: 'inset 3px 0 0 var(--chakra-colors-brand-500)' } as const;

/** One sidebar entry: title, last change, a badge unless the transcript is ready, its approval, and its tags. */
export function TranscriptLink({ transcript }: { transcript: TranscriptListItemFragment }) {
  return (
    <Box
      asChild
      display="block"
      px="3"
      py="2"
      rounded="md"
      _hover={{ bg: 'bg.muted' }}
      css={{ '&[aria-current=page]': OPEN_ENTRY }}
      focusRing="outside"
    >
      <NavLink to={`/transcript/${transcript.id}`}>
        <Text fontWeight="medium" lineClamp={2} wordBreak="break-word">
          {transcript.title}
        </Text>
        <HStack gap="2" mt="0.5">
          <Text fontSize="xs" color="fg.muted">
            {formatUpdated(transcript.updatedAt)}
          </Text>
          <StatusBadge status={transcript.status} />
          <ApprovalBadge approval={transcript.approval} />
          <PrivateBadge visibility={transcript.visibility} />
        </HStack>
        {transcript.tags.length > 0 && (
          <Text fontSize="xs" color="fg.muted" lineClamp={1} mt="0.5">
            {transcript.tags.map((tag) => `#${tag}`).join(' ')}
          </Text>
        )}
      </NavLink>
    </Box>
  );
}
