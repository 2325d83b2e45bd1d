import { Button, Checkbox, Dialog, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ClosableDialog } from '../../components/ClosableDialog.tsx';
import type { ExportOptions } from '../../graphql/generated.ts';
import { useTextSetting } from '../../lib/settings.ts';
import { EXPORT_FORMATS, keepsOwnTimes, type ExportExtension } from '../../lib/export-formats.ts';
import { EXPORT_CHOICES_SETTING, exportOptions, parseExportChoices, SPEAKER_LABEL_CHOICES, TIMESTAMP_CHOICES, type ExportChoices } from './export-choices.ts';

/** The Word layout's subtitle line when none is typed (server/export/docx.ts). */
const SUBTITLE_PLACEHOLDER = 'Insert subtitle and speaker description here';

interface ExportDialogProps {
  open: boolean;
  onExport: (format: ExportExtension, options: ExportOptions) => void;
  onClose: () => void;
}

/**
 * Export in any format with the options (timestamps, speaker labels, and for Word page numbers, comments and the
 * subtitle line; chapter headings in Word, PDF and Markdown). The choices are kept in this browser for the next export, the Export button's included; the subtitle
 * line belongs to this interview and is not kept.
 */
export function ExportDialog({ open, onExport, onClose }: ExportDialogProps) {
  const [stored, store] = useTextSetting(EXPORT_CHOICES_SETTING);
  const [choices, setChoices] = useState<ExportChoices>(() => parseExportChoices(stored));
  const [subtitle, setSubtitle] = useState('');
  const choose = <K extends keyof ExportChoices>(key: K, value: ExportChoices[K]) => setChoices((now) => ({ ...now, [key]: value }));
  const word = choices.format === 'docx';
  const paged = word || choices.format === 'pdf';
  const headed = paged || choices.format === 'md';
  const subtitles = choices.format === 'srt' || choices.format === 'vtt';
  const ownTimes = keepsOwnTimes(choices.format);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    store(JSON.stringify(choices));
    onExport(choices.format, exportOptions(choices, subtitles ? '' : subtitle));
    onClose();
  };
  return (
    <ClosableDialog
      open={open}
      onClose={onClose}
      title="Export"
      footer={
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="export-options" colorPalette="brand">
            Export
          </Button>
        </Dialog.Footer>
      }
    >
      <Stack as="form" id="export-options" gap="4" onSubmit={submit}>
        <Choice label="Format" value={choices.format} onChange={(value) => choose('format', value as ExportExtension)}>
          {EXPORT_FORMATS.map((format) => (
            <option key={format.extension} value={format.extension}>
              {format.label}
            </option>
          ))}
        </Choice>
        <Choice
          label="Timestamps"
          value={choices.timestamps}
          disabled={ownTimes}
          helper={subtitles ? 'Subtitles keep their own cue times.' : ownTimes ? 'This format keeps every segment’s own times.' : 'Written as [hh:mm:ss].'}
          onChange={(value) => choose('timestamps', value as ExportChoices['timestamps'])}
        >
          {TIMESTAMP_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Choice>
        <Choice label="Speaker labels" value={choices.speakerLabels} onChange={(value) => choose('speakerLabels', value as ExportChoices['speakerLabels'])}>
          {SPEAKER_LABEL_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Choice>
        <Stack gap="2">
          <Flag label="Page numbers (Word and PDF)" checked={choices.pageNumbers} disabled={!paged} onChange={(on) => choose('pageNumbers', on)} />
          <Flag label="Comments, as Word comments (Word)" checked={choices.comments} disabled={!word} onChange={(on) => choose('comments', on)} />
          <Flag label="Chapter headings (Word, PDF and Markdown)" checked={choices.chapters} disabled={!headed} onChange={(on) => choose('chapters', on)} />
        </Stack>
        <Field.Root disabled={subtitles}>
          <Field.Label>Subtitle line</Field.Label>
          <Input value={subtitle} maxLength={500} placeholder={SUBTITLE_PLACEHOLDER} onChange={(event) => setSubtitle(event.target.value)} />
          <Field.HelperText>Shown under the title; left empty, Word keeps the placeholder.</Field.HelperText>
        </Field.Root>
      </Stack>
    </ClosableDialog>
  );
}

interface ChoiceProps {
  label: string;
  value: string;
  disabled?: boolean;
  helper?: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

function Choice({ label, value, disabled = false, helper, onChange, children }: ChoiceProps) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

function Flag({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} disabled={disabled} onCheckedChange={({ checked: next }) => onChange(next === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
