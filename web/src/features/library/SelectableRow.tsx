import { chakra, HStack } from '@chakra-ui/react';
import type { TranscriptListItemFragment } from '../../graphql/generated.ts';
import { TranscriptLink } from './TranscriptLink.tsx';
import { ROW_ID_ATTRIBUTE } from './use-list-selection.ts';

interface SelectableRowProps {
  transcript: TranscriptListItemFragment;
  selected: boolean;
  /** The checkbox changed; `range` with Shift held (a range from the last row picked). */
  onPick: (id: string, range: boolean) => void;
}

/**
 * A list entry with a checkbox to select it for a bulk action. The checkbox is out of the Tab order: the link is the
 * row's one stop, and Space there selects (use-list-selection.ts), so keyboard users are not given two stops a row.
 */
export function SelectableRow({ transcript, selected, onPick }: SelectableRowProps) {
  return (
    <HStack as="li" gap="1" align="start" {...{ [ROW_ID_ATTRIBUTE]: transcript.id }}>
      <chakra.input
        type="checkbox"
        tabIndex={-1}
        mt="3"
        ml="1"
        boxSize="4"
        flexShrink={0}
        accentColor="var(--chakra-colors-brand-600)"
        cursor="pointer"
        aria-label={`Select ${transcript.title}`}
        checked={selected}
        onChange={(event) => onPick(transcript.id, (event.nativeEvent as MouseEvent).shiftKey === true)}
      />
      <chakra.div flex="1" minW="0">
        <TranscriptLink transcript={transcript} />
      </chakra.div>
    </HStack>
  );
}
