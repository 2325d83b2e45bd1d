import { Button, Dialog, Field, Input } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ClosableDialog } from '../../components/ClosableDialog.tsx';

/** The Word layout's subtitle line when none is typed (server/export/docx.ts). */
const SUBTITLE_PLACEHOLDER = 'Insert subtitle and speaker description here';

interface ExportSubtitleDialogProps {
  open: boolean;
  onExport: (subtitle: string) => void;
  onClose: () => void;
}

/** Export to Word with this interview's subtitle line (who is speaking, when) instead of the placeholder. */
export function ExportSubtitleDialog({ open, onExport, onClose }: ExportSubtitleDialogProps) {
  const [subtitle, setSubtitle] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onExport(subtitle.trim());
    onClose();
  };
  return (
    <ClosableDialog
      open={open}
      onClose={onClose}
      title="Export to Word with a subtitle"
      footer={
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="export-subtitle" colorPalette="brand">
            Export
          </Button>
        </Dialog.Footer>
      }
    >
      <form id="export-subtitle" onSubmit={submit}>
        <Field.Root>
          <Field.Label>Subtitle line</Field.Label>
          <Input value={subtitle} maxLength={500} placeholder={SUBTITLE_PLACEHOLDER} onChange={(event) => setSubtitle(event.target.value)} />
          <Field.HelperText>Shown in italics under the title; left empty, the document keeps the placeholder.</Field.HelperText>
        </Field.Root>
      </form>
    </ClosableDialog>
  );
}
