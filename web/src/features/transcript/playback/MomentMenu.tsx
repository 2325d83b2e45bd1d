import { Button, Menu, Portal } from '@chakra-ui/react';
import { usePlayback } from './playback-context.ts';
import { copyMomentLink } from './moment-link.ts';
import { useShortcutBindings } from '../shortcuts/shortcut-bindings.ts';
import { comboLabel } from '../shortcuts/key-combo.ts';

interface MomentMenuProps {
  /** Splits the segment under the playhead there; null on a page that only reads. */
  onNewSegment: (() => void) | null;
}

/** What to do with the playhead's moment: a link to it, or (for editors) a new segment there. */
export function MomentMenu({ onNewSegment }: MomentMenuProps) {
  const playback = usePlayback();
  const [bindings] = useShortcutBindings();
  const keys = (action: 'copyMomentLink' | 'newSegmentAtPlayhead') => bindings[action].map(comboLabel).join(', ');
  // lazyMount: the items render when it first opens, not with the page, so hydration skips them.
  return (
    <Menu.Root lazyMount positioning={{ placement: 'top-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" aria-label="This moment" title="Link to this moment, new segment here">
          <LinkIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="16rem">
            <Menu.Item value="copy-link" onSelect={() => void copyMomentLink(playback.time())}>
              Copy a link to this moment
              <Menu.ItemCommand>{keys('copyMomentLink')}</Menu.ItemCommand>
            </Menu.Item>
            {onNewSegment && (
              <Menu.Item value="new-segment" onSelect={onNewSegment}>
                New segment at the playhead
                <Menu.ItemCommand>{keys('newSegmentAtPlayhead')}</Menu.ItemCommand>
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function LinkIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
