import { Checkbox, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { REWIND_ON_RESUME, REWIND_SECONDS, SKIP_SECONDS, useFlagSetting, useNumberSetting, type NumberSetting } from '../../../lib/settings.ts';

/** The skip interval and the rewind on resume. */
export function PlaybackSettings() {
  const [rewindOn, setRewindOn] = useFlagSetting(REWIND_ON_RESUME);
  return (
    <Stack as="section" gap="4" aria-labelledby="playback-settings">
      <Heading as="h3" size="lg" id="playback-settings">
        Playback
      </Heading>
      <SecondsField setting={SKIP_SECONDS} label="Skip interval" hint="How far the skip keys and the pedal's left and right move the audio." />
      <Checkbox.Root checked={rewindOn} onCheckedChange={({ checked }) => setRewindOn(checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Rewind when playback resumes</Checkbox.Label>
      </Checkbox.Root>
      <SecondsField setting={REWIND_SECONDS} label="Rewind on resume" hint="How far back playback starts again after a pause, to hear the last words again." />
    </Stack>
  );
}

/** A number of seconds, stored as soon as it is a number within the setting's range. */
function SecondsField({ setting, label, hint }: { setting: NumberSetting; label: string; hint: string }) {
  const [value, setValue] = useNumberSetting(setting);
  const [draft, setDraft] = useState<string | null>(null);
  const typed = draft === null ? null : Number(draft);
  const invalid = typed !== null && !(draft!.trim() !== '' && Number.isFinite(typed) && typed >= setting.min && typed <= setting.max);
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2">
        <Input
          type="number"
          inputMode="decimal"
          min={setting.min}
          max={setting.max}
          step={0.5}
          width="7rem"
          value={draft ?? String(value)}
          onChange={(event) => {
            const next = event.target.value;
            setDraft(next);
            const seconds = Number(next);
            if (next.trim() !== '' && Number.isFinite(seconds) && seconds >= setting.min && seconds <= setting.max) setValue(seconds);
          }}
          onBlur={() => setDraft(null)}
        />
        <Text>seconds</Text>
      </HStack>
      {invalid ? (
        <Field.ErrorText>
          Between {setting.min} and {setting.max} seconds; {value} s is kept.
        </Field.ErrorText>
      ) : (
        <Field.HelperText>{hint}</Field.HelperText>
      )}
    </Field.Root>
  );
}
