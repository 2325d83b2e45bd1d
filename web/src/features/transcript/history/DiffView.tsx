import { Box, chakra } from '@chakra-ui/react';
import type { VersionDiffQuery } from '../../../graphql/generated.ts';

type DiffPart = VersionDiffQuery['versionDiff'][number];

/** A word diff as text: added words green (<ins>), removed ones red and struck through (<del>). */
export function DiffView({ parts }: { parts: readonly DiffPart[] }) {
  if (!parts.some((part) => part.kind !== 'SAME')) {
    return <Box color="fg.muted">Same text as the current version.</Box>;
  }
  return (
    <Box lineHeight="tall" whiteSpace="pre-wrap" data-testid="version-diff">
      {parts.map((part, index) => {
        const gap = index > 0 ? ' ' : '';
        if (part.kind === 'ADDED') {
          return (
            <span key={index}>
              {gap}
              <chakra.ins bg="green.100" color="green.900" textDecoration="none" rounded="sm" px="0.5">
                {part.text}
              </chakra.ins>
            </span>
          );
        }
        if (part.kind === 'REMOVED') {
          return (
            <span key={index}>
              {gap}
              <chakra.del bg="red.100" color="red.800" rounded="sm" px="0.5">
                {part.text}
              </chakra.del>
            </span>
          );
        }
        return <span key={index}>{gap + part.text}</span>;
      })}
    </Box>
  );
}
