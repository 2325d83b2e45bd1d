import { Button, Menu, Portal } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { CLICK_TEXT_KEEPS_AUDIO, REWIND_ON_RESUME, REWIND_SECONDS, useFlagSetting, useNumberSetting } from '../../../lib/settings.ts';
import { SPEEDS, formatSpeed } from './speed.ts';
import { usePlayback } from './playback-context.ts';

/**
 * The speed (0.5x–2x) and the listening preferences ("rewind on resume", "Clicking text moves the
 * audio"), behind one small button in the player.
 */
export function PlaybackSpeedMenu() {
  const playback = usePlayback();
  const rate = useSyncExternalStore(playback.subscribe, playback.rate, playback.rate);
  const [rewind, setRewind] = useFlagSetting(REWIND_ON_RESUME);
  const [clickKeepsAudio, setClickKeepsAudio] = useFlagSetting(CLICK_TEXT_KEEPS_AUDIO);
  const [rewindSeconds] = useNumberSetting(REWIND_SECONDS);

  // lazyMount: the items render when it first opens, not with the page, so hydration skips them.
  return (
    <Menu.Root lazyMount positioning={{ placement: 'top-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" minW="12" fontVariantNumeric="tabular-nums" aria-label={`Speed ${formatSpeed(rate)}`}>
          {formatSpeed(rate)}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Speed</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup value={String(rate)} onValueChange={({ value }) => playback.setRate(Number(value))}>
                {SPEEDS.map((speed) => (
                  <Menu.RadioItem key={speed} value={String(speed)}>
                    {formatSpeed(speed)}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.CheckboxItem value="rewind" checked={rewind} onCheckedChange={setRewind}>
              Rewind {rewindSeconds} s on resume
              <Menu.ItemIndicator />
            </Menu.CheckboxItem>
            <Menu.CheckboxItem value="click-seeks" checked={!clickKeepsAudio} onCheckedChange={(on) => setClickKeepsAudio(!on)}>
              Clicking text moves the audio
              <Menu.ItemIndicator />
            </Menu.CheckboxItem>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
