import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { EXPORT_FORMATS, type ExportExtension } from '../../lib/export-formats.ts';
import type { Panel } from './panels.ts';
import { notify } from '../../components/Toaster.tsx';
import { useSetLegalHoldMutation } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { mayChangeAccess, useWhoAmI } from '../../lib/who-am-i.ts';

interface TranscriptMenuProps {
  ready: boolean;
  exporting: boolean;
  onExport: (extension: ExportExtension) => void;
  onOpen: (panel: Panel) => void;
}

/**
 * The other export formats, beside the Export button (which downloads the Word document), each with the options last
 * chosen in the export dialog; and that dialog, for the format and the options.
 */
export function ExportMenu({ ready, exporting, onExport, onOpen }: TranscriptMenuProps) {
  // lazyMount: the items render when it first opens, not with the page, so hydration skips them.
  return (
    <Menu.Root lazyMount positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="outline" aria-label="Other formats" disabled={!ready || exporting}>
          <ChevronIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Export as</Menu.ItemGroupLabel>
              {EXPORT_FORMATS.map((format) => (
                <Menu.Item key={format.extension} value={format.extension} onSelect={() => onExport(format.extension)}>
                  {format.label}
                </Menu.Item>
              ))}
              <Menu.Item value="export" onSelect={() => onOpen('export')}>
                Export options…
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

interface MoreActionsProps extends Pick<TranscriptMenuProps, 'onOpen'> {
  id: string;
  /** Who uploaded it: they (and owners) choose who sees it. */
  createdById: string | null;
  legalHold: boolean;
  /** Its reader sees the pseudonyms, not the names: the pseudonym settings are not theirs. */
  showsPseudonyms: boolean;
}

/** What is done rarely: who sees it, its pseudonyms, review links for interviewees, a legal hold (owners), and delete. */
export function TranscriptMenu({ id, createdById, legalHold, showsPseudonyms, onOpen }: MoreActionsProps) {
  const me = useWhoAmI();
  const [, setLegalHold] = useSetLegalHoldMutation();
  const hold = async (next: boolean) => {
    const result = await setLegalHold({ id, hold: next });
    if (result.error) return notify('error', next ? 'No legal hold was set' : 'The legal hold was not lifted', errorMessage(result.error));
    notify('success', next ? 'On legal hold' : 'Legal hold lifted', next ? 'Neither retention nor the bin deletes anything of it until the hold is lifted.' : undefined);
  };
  return (
    <Menu.Root lazyMount positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="outline" aria-label="More actions">
          <DotsIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            {mayChangeAccess(me, createdById) && (
              <Menu.Item value="access" onSelect={() => onOpen('access')}>
                Access…
              </Menu.Item>
            )}
            {!showsPseudonyms && (
              <Menu.Item value="pseudonyms" onSelect={() => onOpen('pseudonyms')}>
                Pseudonyms…
              </Menu.Item>
            )}
            <Menu.Item value="reviewLinks" onSelect={() => onOpen('reviewLinks')}>
              Review links…
            </Menu.Item>
            {me?.role === 'OWNER' && (
              <Menu.CheckboxItem value="legalHold" checked={legalHold} onCheckedChange={(checked) => void hold(checked)}>
                Legal hold
                <Menu.ItemIndicator />
              </Menu.CheckboxItem>
            )}
            <Menu.Item value="delete" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }} onSelect={() => onOpen('delete')}>
              Delete transcript…
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function ChevronIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function DotsIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="5" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="19" cy="12" r="2" fill="currentColor" />
    </svg>
  );
}
