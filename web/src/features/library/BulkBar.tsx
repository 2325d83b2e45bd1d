import { Button, Checkbox, Dialog, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useClient } from 'urql';
import { ClosableDialog } from '../../components/ClosableDialog.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { notify } from '../../components/Toaster.tsx';
import { useExportTranscriptsMutation, type ExportFormat, type TranscriptListItemFragment } from '../../graphql/generated.ts';
import { errorMessage } from '../../lib/errors.ts';
import { saveFile } from '../../lib/save-file.ts';
import { EXPORT_FORMATS } from '../../lib/export-formats.ts';
import { MAX_TRANSCRIPT_TAG_CHARS } from '../../../../shared/transcript-tag-limits.ts';
import { runBulk, tagsAfter, type BulkItem, type Refusals } from './bulk-requests.ts';

interface BulkBarProps {
  /** The selected transcripts, in the list's order. */
  selected: readonly TranscriptListItemFragment[];
  onClear: () => void;
}

type Open = 'export' | 'delete' | 'tag' | null;

/** "N selected" with what to do to them all: export as one zip, delete, tag (README "Working on many transcripts"). */
export function BulkBar({ selected, onClear }: BulkBarProps) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <Stack gap="2" p="2" rounded="md" bg="brand.subtle" role="region" aria-label="Selected transcripts">
      <HStack justify="space-between">
        <Text fontSize="sm" fontWeight="semibold" aria-live="polite">
          {selected.length} selected
        </Text>
        <Button size="xs" variant="ghost" onClick={onClear}>
          Clear
        </Button>
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Button size="xs" variant="outline" bg="bg" onClick={() => setOpen('export')}>
          Export
        </Button>
        <Button size="xs" variant="outline" bg="bg" onClick={() => setOpen('tag')}>
          Tag
        </Button>
        <Button size="xs" variant="outline" bg="bg" colorPalette="red" onClick={() => setOpen('delete')}>
          Delete
        </Button>
      </HStack>
      {open === 'export' && <ExportZipDialog selected={selected} onClose={close} />}
      {open === 'tag' && <TagDialog selected={selected} onClose={close} />}
      {open === 'delete' && <DeleteManyDialog selected={selected} onClose={close} onDeleted={onClear} />}
    </Stack>
  );
}

/** Says which transcripts were refused and why; the rest were done. */
function reportRefusals(what: string, refusals: Refusals): void {
  notify('error', `${what} failed for ${refusals.length === 1 ? '1 transcript' : `${refusals.length} transcripts`}`, refusals.map(({ title, message }) => `“${title}”: ${message}`).join('\n'));
}

function ExportZipDialog({ selected, onClose }: { selected: BulkBarProps['selected']; onClose: () => void }) {
  const [formats, setFormats] = useState<ReadonlySet<ExportFormat>>(new Set(['DOCX']));
  const [{ fetching }, exportTranscripts] = useExportTranscriptsMutation();
  const flip = (format: ExportFormat, on: boolean) =>
    setFormats((now) => {
      const next = new Set(now);
      if (on) next.add(format);
      else next.delete(format);
      return next;
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // In the list's order of formats, whatever order they were ticked in.
    const chosen = EXPORT_FORMATS.map(({ format }) => format).filter((format) => formats.has(format));
    const result = await exportTranscripts({ ids: selected.map(({ id }) => id), formats: chosen });
    if (!result.data) return notify('error', 'Export failed', errorMessage(result.error));
    saveFile(result.data.exportTranscripts);
    onClose();
  };
  return (
    <ClosableDialog
      open
      onClose={onClose}
      title={`Export ${selected.length} transcripts as one zip`}
      footer={
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="export-zip" colorPalette="brand" loading={fetching} disabled={formats.size === 0}>
            Export zip
          </Button>
        </Dialog.Footer>
      }
    >
      <Stack as="form" id="export-zip" gap="2" onSubmit={(event) => void submit(event)}>
        <Text fontSize="sm">A folder per transcript, with its file in each format chosen:</Text>
        {EXPORT_FORMATS.map(({ format, label }) => (
          <Checkbox.Root key={format} checked={formats.has(format)} onCheckedChange={({ checked }) => flip(format, checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </ClosableDialog>
  );
}

function TagDialog({ selected, onClose }: { selected: BulkBarProps['selected']; onClose: () => void }) {
  const client = useClient();
  const [tag, setTag] = useState('');
  const [busy, setBusy] = useState(false);
  const change = async (how: 'add' | 'remove') => {
    const name = tag.trim();
    const items: BulkItem[] = selected.flatMap(({ id, title, tags }) => {
      const next = tagsAfter(tags, how === 'add' ? { add: name } : { remove: name });
      return next ? [{ id, title, tags: next }] : [];
    });
    setBusy(true);
    const refusals = await runBulk(client, 'tags', items);
    setBusy(false);
    if (refusals.length) return reportRefusals(how === 'add' ? 'Tagging' : 'Removing the tag', refusals);
    notify('success', how === 'add' ? `Tagged ${selected.length} “${name}”` : `Removed “${name}” from ${selected.length}`);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void change('add');
  };
  return (
    <ClosableDialog
      open
      onClose={onClose}
      title={`Tag ${selected.length} transcripts`}
      size="sm"
      footer={
        <Dialog.Footer>
          <Button variant="outline" onClick={() => void change('remove')} disabled={!tag.trim()} loading={busy}>
            Remove tag
          </Button>
          <Button type="submit" form="bulk-tag" colorPalette="brand" disabled={!tag.trim()} loading={busy}>
            Add tag
          </Button>
        </Dialog.Footer>
      }
    >
      <form id="bulk-tag" onSubmit={submit}>
        <Field.Root>
          <Field.Label>Tag</Field.Label>
          <Input value={tag} maxLength={MAX_TRANSCRIPT_TAG_CHARS} onChange={(event) => setTag(event.target.value)} placeholder="Season 2" />
        </Field.Root>
      </form>
    </ClosableDialog>
  );
}

function DeleteManyDialog({ selected, onClose, onDeleted }: { selected: BulkBarProps['selected']; onClose: () => void; onDeleted: () => void }) {
  const client = useClient();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const refusals = await runBulk(client, 'delete', selected.map(({ id, title }) => ({ id, title })));
    setBusy(false);
    onClose();
    if (refusals.length) return reportRefusals('Delete', refusals);
    notify('success', `Deleted ${selected.length} transcripts`, 'They are in the bin: each can be restored from its page.');
    onDeleted();
  };
  return (
    <ConfirmDialog title={`Delete ${selected.length} transcripts?`} confirmLabel="Delete" colorPalette="red" busy={busy} onConfirm={() => void confirm()} onClose={onClose}>
      They leave the list of transcripts and go to the bin, as one deleted alone does: their audio and versions are kept, and each can be restored.
    </ConfirmDialog>
  );
}
