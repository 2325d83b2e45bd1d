import { Button, Checkbox, Field, Input, Stack, Wrap } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { PseudonymKind } from '../../graphql/generated.ts';
import { SelectField } from '../SelectField.tsx';
import { KIND_CHOICES } from './kinds.ts';

export interface NewPseudonym {
  term: string;
  kind: PseudonymKind;
  /** Null: the next free one of its kind, chosen by the server. */
  replacement: string | null;
  /** In the library's list rather than the transcript's. */
  library: boolean;
}

interface AddPseudonymFormProps {
  /** Offers "library-wide" (in a transcript's dialog); the library's own page adds to the library anyway. */
  offerLibrary: boolean;
  busy: boolean;
  /** Answers whether it was added: the fields are emptied then, and kept for another try otherwise. */
  onAdd: (entry: NewPseudonym) => Promise<boolean>;
}

/** A term, its kind and, when wanted, its own replacement (else the server picks the next free one of its kind). */
export function AddPseudonymForm({ offerLibrary, busy, onAdd }: AddPseudonymFormProps) {
  const [term, setTerm] = useState('');
  const [kind, setKind] = useState<PseudonymKind>('PERSON');
  const [replacement, setReplacement] = useState('');
  const [library, setLibrary] = useState(false);
  const example = KIND_CHOICES.find((choice) => choice.value === kind)!.example;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!term.trim()) return;
    const added = await onAdd({ term: term.trim(), kind, replacement: replacement.trim() || null, library: offerLibrary ? library : true });
    if (!added) return;
    setTerm('');
    setReplacement('');
  };
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Add a term">
      <Stack gap="3">
        <Wrap gap="3" align="flex-end">
          <Field.Root flex="2 1 12rem" required>
            <Field.Label>Term to hide</Field.Label>
            <Input value={term} onChange={(event) => setTerm(event.target.value)} placeholder="e.g. Jane Doe" autoComplete="off" />
          </Field.Root>
          <SelectField flex="1 1 9rem" label="Kind" value={kind} choices={KIND_CHOICES} onChange={setKind} />
          <Field.Root flex="2 1 12rem">
            <Field.Label>Shown as (optional)</Field.Label>
            <Input value={replacement} onChange={(event) => setReplacement(event.target.value)} placeholder={`Next free, like ${example}`} autoComplete="off" />
          </Field.Root>
        </Wrap>
        <Wrap gap="3" align="center">
          {offerLibrary && (
            <Checkbox.Root checked={library} onCheckedChange={({ checked }) => setLibrary(checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Library-wide: hide it in every transcript</Checkbox.Label>
            </Checkbox.Root>
          )}
          <Button type="submit" colorPalette="brand" ms="auto" loading={busy} disabled={!term.trim()}>
            Add term
          </Button>
        </Wrap>
      </Stack>
    </form>
  );
}
