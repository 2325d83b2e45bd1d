import { IconButton, Popover, Portal, chakra } from '@chakra-ui/react';
import { VOLUME, useNumberSetting } from '../../../lib/settings.ts';

const percent = (volume: number) => `${Math.round(volume * 100)}%`;

/** The player's volume behind a small button, kept per browser; the player applies it to the audio. */
export function VolumeControl() {
  const [volume, setVolume] = useNumberSetting(VOLUME);
  // lazyMount: the slider renders when it first opens, not with the page, so hydration skips it.
  return (
    <Popover.Root lazyMount positioning={{ placement: 'top' }}>
      <Popover.Trigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={`Volume ${percent(volume)}`} title={`Volume ${percent(volume)}`}>
          <SpeakerIcon muted={volume === 0} />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="12rem" p="4">
            {/* The browser's own range input: keyboard, touch and screen readers as people know them. */}
            <chakra.input
              type="range"
              width="full"
              min={0}
              max={100}
              step={5}
              value={Math.round(volume * 100)}
              onChange={(event) => setVolume(Number(event.target.value) / 100)}
              aria-label="Volume"
              aria-valuetext={percent(volume)}
              style={{ accentColor: 'var(--chakra-colors-brand-700)' }}
            />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
      {muted ? (
        <path d="M16 9l5 6M21 9l-5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
      )}
    </svg>
  );
}
