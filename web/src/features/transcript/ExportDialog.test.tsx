import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ExportDialog } from './ExportDialog.tsx';

function openDialog() {
  const onExport = vi.fn();
  renderWithProviders(<ExportDialog open onExport={onExport} onClose={() => undefined} />);
  const dialog = within(screen.getByRole('dialog'));
  const choose = (label: string) => fireEvent.change(dialog.getByLabelText('Format'), { target: { value: label } });
  return { dialog, choose, onExport };
}

test.each([
  // format, timestamps, page numbers, comments, subtitle line
  ['docx', true, true, true, true],
  ['pdf', true, true, false, true],
  ['txt', true, false, false, true],
  ['md', true, false, false, true],
  ['srt', false, false, false, false],
  ['json', false, false, false, true],
  ['eaf', false, false, false, true],
] as const)('%s: only the options that apply to it can be set', (format, timestamps, pageNumbers, comments, subtitle) => {
  const { dialog, choose } = openDialog();
  choose(format);
  expect((dialog.getByLabelText('Timestamps') as HTMLSelectElement).disabled).toBe(!timestamps);
  expect((dialog.getByRole('checkbox', { name: 'Page numbers (Word and PDF)' }) as HTMLInputElement).disabled).toBe(!pageNumbers);
  expect((dialog.getByRole('checkbox', { name: 'Comments, as Word comments (Word)' }) as HTMLInputElement).disabled).toBe(!comments);
  expect((dialog.getByLabelText('Subtitle line') as HTMLInputElement).disabled).toBe(!subtitle);
});

test('every format the server exports is offered, and the chosen one is exported', () => {
  const { dialog, choose, onExport } = openDialog();
  const offered = [...(dialog.getByLabelText('Format') as HTMLSelectElement).options].map((option) => option.value);
  expect(offered).toEqual(['docx', 'pdf', 'srt', 'vtt', 'txt', 'md', 'json', 'eaf', 'chapters-youtube', 'chapters-json', 'chapters-vtt', 'show-notes-markdown', 'show-notes-docx']);
  choose('eaf');
  fireEvent.click(dialog.getByRole('button', { name: 'Export' }));
  expect(onExport).toHaveBeenCalledWith('eaf', expect.any(Object));
});

test('the chapter formats are offered and exported by their names', () => {
  const { dialog, choose, onExport } = openDialog();
  choose('chapters-json');
  fireEvent.click(dialog.getByRole('button', { name: 'Export' }));
  expect(onExport).toHaveBeenCalledWith('chapters-json', expect.any(Object));
});
