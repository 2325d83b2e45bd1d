import { Button, HStack, Text } from '@chakra-ui/react';
import { useLiveState } from '../../../lib/live/live-connection.ts';
import type { SaveStatus } from './autosave.ts';
import type { DraftConflict } from './draft-rebase.ts';
import { saveStatusOf } from './save-status.ts';

/**
 * The page's one save status, where it stays in view (the caller keeps it under the app's sticky header, however
 * far the text is scrolled): a conflict, offline, retrying, saving or saved, whichever matters most. One live
 * region throughout, so screen readers hear each change; with segments waiting for a choice, a way to the first.
 */
export function SaveStatusBar({
  conflicts,
  autosave,
  onShow,
}: {
  conflicts: ReadonlyMap<string, DraftConflict>;
  autosave: SaveStatus;
  onShow: (start: number) => void;
}) {
  const offline = useLiveState() === 'offline';
  const { state, text, alert } = saveStatusOf({ conflicts: conflicts.size, offline, autosave });
  const first = () => Math.min(...[...conflicts.values()].map((conflict) => conflict.start));
  return (
    <HStack
      data-testid={state === 'conflict' ? 'conflict-status' : undefined}
      data-state={state}
      gap="3"
      mb="3"
      px="3"
      py={text ? '1.5' : '0'}
      rounded="md"
      wrap="wrap"
      bg={alert ? 'orange.50' : 'bg'}
      borderWidth={alert ? '1px' : '0'}
      borderColor="orange.300"
      boxShadow={alert ? 'sm' : undefined}
    >
      <Text role="status" aria-live="polite" data-testid="save-status" fontSize="sm" flex="1" color={alert ? 'fg' : 'fg.muted'} fontWeight={alert ? 'medium' : undefined}>
        {text}
      </Text>
      {state === 'conflict' && (
        <Button size="xs" variant="outline" onClick={() => onShow(first())}>
          Show
        </Button>
      )}
    </HStack>
  );
}
