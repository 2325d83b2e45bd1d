import { Box, Container, HStack, IconButton, Slider, Text } from '@chakra-ui/react';
import { memo, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { REWIND_ON_RESUME, REWIND_SECONDS, VOLUME, readFlagSetting, readNumberSetting, useNumberSetting } from '../../../lib/settings.ts';
import { clampTime, formatClock } from '../../../lib/time.ts';
import { PlaybackSpeedMenu } from './PlaybackSpeedMenu.tsx';
import { usePlayback } from './playback-context.ts';
import { VolumeControl } from './VolumeControl.tsx';
import { MomentMenu } from './MomentMenu.tsx';
import { usePedal } from '../pedals/usePedal.ts';

export const SEEK_STEP_SECONDS = 5;

interface AudioPlayerProps {
  src: string;
  /** The server's duration, shown until the browser has read the file's own. */
  knownDuration: number | null;
  /** Drawn above the controls, e.g. the waveform. */
  overview?: ReactNode;
  /** Splits the segment under the playhead at the playhead (stable); null or absent where the page only reads. */
  onNewSegmentAtPlayhead?: (() => void) | null;
}

/**
 * Sticky player: play/pause, current time, seek slider (5 s steps up to the duration), duration, speed, volume
 * and the playhead's moment (a link, a new segment). It carries out what the playback store asks for (seek,
 * play/pause, speed), whoever asks: the keys, the text, a foot pedal. Memoized: typing in the transcript does
 * not re-render it.
 */
export const AudioPlayer = memo(function AudioPlayer({ src, knownDuration, overview, onNewSegmentAtPlayhead = null }: AudioPlayerProps) {
  const playback = usePlayback();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  /** The file's own duration once the browser has read it; the server's until then. */
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  const duration = mediaDuration ?? knownDuration ?? 0;
  /** The slider's value while it is dragged; the audio is paused meanwhile. */
  const [dragging, setDragging] = useState<number | null>(null);

  useEffect(
    () =>
      playback.onSeek((seconds) => {
        const audio = audioRef.current;
        if (!audio) return;
        audio.currentTime = clampTime(seconds, elementDuration(audio, duration));
        setTime(audio.currentTime);
        playback.reportTime(audio.currentTime);
      }),
    [playback, duration],
  );

  const play = useCallback((rewind: boolean) => {
    const audio = audioRef.current;
    if (!audio) return;
    // Transcriptionists like to hear the last words again when they resume after typing.
    if (rewind && audio.currentTime > 0 && readFlagSetting(REWIND_ON_RESUME)) {
      audio.currentTime = Math.max(0, audio.currentTime - readNumberSetting(REWIND_SECONDS));
    }
    // The spec only logs a failed start (e.g. the audio is not ready yet).
    audio.play().catch((error: unknown) => console.warn('Playback could not start:', error));
  }, []);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (audio && !audio.paused) audio.pause();
    else play(true);
  }, [play]);

  useEffect(() => playback.onToggle(toggle), [playback, toggle]);
  useEffect(
    () =>
      playback.onPlay((resume) => {
        if (audioRef.current?.paused) play(resume);
      }),
    [playback, play],
  );
  useEffect(() => playback.onPause(() => audioRef.current?.pause()), [playback]);
  usePedal();

  const [volume] = useNumberSetting(VOLUME);
  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  useEffect(() => {
    const applyRate = () => {
      const audio = audioRef.current;
      if (audio && audio.playbackRate !== playback.rate()) {
        audio.defaultPlaybackRate = playback.rate();
        audio.playbackRate = playback.rate();
      }
    };
    applyRate();
    return playback.subscribe(applyRate);
  }, [playback]);

  const startOrMoveDrag = (value: number) => {
    if (dragging === null) audioRef.current?.pause();
    setDragging(value);
  };

  const release = (value: number) => {
    setDragging(null);
    playback.seek(value);
    if (audioRef.current?.paused) play(false);
  };

  return (
    <Box
      position="sticky"
      bottom="0"
      zIndex="docked"
      bg="bg"
      borderTopWidth="1px"
      boxShadow="0 -4px 12px rgba(0, 0, 0, 0.06)"
      py="3"
    >
      <audio
        ref={audioRef}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onTimeUpdate={(event) => {
          const now = event.currentTarget.currentTime;
          setTime(now);
          playback.reportTime(now);
        }}
        onDurationChange={(event) => {
          const seconds = event.currentTarget.duration;
          if (Number.isFinite(seconds) && seconds > 0) setMediaDuration(seconds);
        }}
      />
      {/* Same width and padding as the transcript above, so the controls line up with the text. */}
      <Container maxW="4xl" px={{ base: '3', md: '8' }}>
        {overview}
        <HStack gap={{ base: '2', md: '4' }}>
        <IconButton aria-label={playing ? 'Pause' : 'Play'} onClick={toggle} colorPalette="brand" rounded="full" size="md">
          {playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
        <Text fontSize="sm" fontVariantNumeric="tabular-nums" minW="10" textAlign="right" data-testid="current-time">
          {formatClock(dragging ?? time)}
        </Text>
        <Slider.Root
          flex="1"
          size="sm"
          colorPalette="brand"
          min={0}
          max={duration > 0 ? duration : SEEK_STEP_SECONDS}
          step={SEEK_STEP_SECONDS}
          disabled={duration <= 0}
          value={[dragging ?? Math.min(time, duration)]}
          onValueChange={({ value }) => startOrMoveDrag(value[0])}
          onValueChangeEnd={({ value }) => release(value[0])}
          aria-label={['Seek']}
          getAriaValueText={({ value }) => `${formatClock(value)} of ${formatClock(duration)}`}
        >
          <Slider.Control>
            <Slider.Track>
              <Slider.Range />
            </Slider.Track>
            <Slider.Thumbs />
          </Slider.Control>
        </Slider.Root>
        <Text fontSize="sm" fontVariantNumeric="tabular-nums" minW="10" data-testid="duration">
          {formatClock(duration)}
        </Text>
        <PlaybackSpeedMenu />
        <VolumeControl />
        <MomentMenu onNewSegment={onNewSegmentAtPlayhead} />
        </HStack>
      </Container>
    </Box>
  );
});

function elementDuration(audio: HTMLAudioElement, fallback: number): number {
  return Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : fallback;
}

function PlayIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
    </svg>
  );
}
