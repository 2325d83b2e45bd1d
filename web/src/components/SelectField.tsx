import { Field, NativeSelect } from '@chakra-ui/react';

export interface SelectChoice<T extends string> {
  value: T;
  label: string;
}

interface SelectFieldProps<T extends string> extends Omit<Field.RootProps, 'onChange'> {
  label: string;
  /** The select's own accessible name, when the label says more than it needs ("Person" under "Add a person"). */
  name?: string;
  /** '' while nothing is chosen (with `none`). */
  value: T | '';
  choices: ReadonlyArray<SelectChoice<T>>;
  /** The first option, standing for no choice yet ("Choose…"). */
  none?: string;
  onChange: (value: T) => void;
}

/** A labelled native select of choices: the forms' one shape of it (native, so phones show their own picker). */
export function SelectField<T extends string>({ label, name, value, choices, none, onChange, disabled, ...root }: SelectFieldProps<T>) {
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field aria-label={name} value={value} onChange={(event) => onChange(event.target.value as T)}>
          {none !== undefined && <option value="">{none}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
