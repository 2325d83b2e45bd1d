import { IconButton, Menu } from '@chakra-ui/react';
import { EXPORT_FORMATS, type ExportExtension } from './download.ts';
import type { Panel } from './panels.ts';
import { DeferredPortal } from '../../components/DeferredPortal.tsx';

interface TranscriptMenuProps {
  ready: boolean;
  exporting: boolean;
  onExport: (extension: ExportExtension) => void;
  onOpen: (panel: Panel) => void;
}

/** Less frequent actions: export to other formats, review links for interviewees, and delete. */
export function TranscriptMenu({ ready, exporting, onExport, onOpen }: TranscriptMenuProps) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="outline" aria-label="More actions">
          <DotsIcon />
        </IconButton>
      </Menu.Trigger>
      <DeferredPortal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Export as</Menu.ItemGroupLabel>
              {EXPORT_FORMATS.map((format) => (
                <Menu.Item key={format.extension} value={format.extension} disabled={!ready || exporting} onSelect={() => onExport(format.extension)}>
                  {format.label}
                </Menu.Item>
              ))}
              <Menu.Item value="subtitle" disabled={!ready || exporting} onSelect={() => onOpen('subtitle')}>
                Word document with a subtitle…
              </Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="reviewLinks" onSelect={() => onOpen('reviewLinks')}>
              Review links…
            </Menu.Item>
            <Menu.Item value="delete" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }} onSelect={() => onOpen('delete')}>
              Delete transcript…
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </DeferredPortal>
    </Menu.Root>
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
