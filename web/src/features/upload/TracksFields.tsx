import { Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import { trackNameProblem } from './tracks-rules.ts';

interface TracksFieldsProps {
  /** What each track is called beside its name field: its file name, or its channel. */
  labels: string[];
  /** "These are separate tracks of one recording" or "One person per channel: use the channels as tracks". */
  question: string;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
  names: string[];
  onNames: (names: string[]) => void;
  disabled: boolean;
}

/** The upload dialog's one-track-per-speaker choice: once ticked, who speaks on each track. */
export function TracksFields({ labels, question, chosen, onChoose, names, onNames, disabled }: TracksFieldsProps) {
  return (
    <Stack gap="3" borderWidth="1px" rounded="md" p="3" bg="bg.subtle">
      <Checkbox.Root checked={chosen} disabled={disabled} onCheckedChange={({ checked }) => onChoose(checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{question}</Checkbox.Label>
      </Checkbox.Root>
      {chosen ? (
        <>
          <Text fontSize="sm" color="fg.muted">
            Each word gets the speaker of the track it was said on. Who speaks on each?
          </Text>
          {labels.map((label, index) => {
            const problem = trackNameProblem(names, index);
            return (
              <Field.Root key={label} invalid={problem !== null} disabled={disabled} required>
                <Field.Label fontSize="sm" wordBreak="break-all">
                  Speaker on {label}
                </Field.Label>
                <Input size="sm" value={names[index]} onChange={(event) => onNames(names.map((name, i) => (i === index ? event.target.value : name)))} />
                <Field.ErrorText>{problem}</Field.ErrorText>
              </Field.Root>
            );
          })}
        </>
      ) : null}
    </Stack>
  );
}
