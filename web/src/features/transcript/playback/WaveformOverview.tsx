import { Box, chakra } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, type MouseEvent } from 'react';
import { useTranscriptWaveformQuery } from '../../../graphql/generated.ts';
import { activeSegmentIndex, type Timed } from './active-segment.ts';
import { peaksForColumns } from './waveform.ts';
import { usePlayback } from './playback-context.ts';
import { colorOf, type SpeakerColors } from '../speakers/speaker-colors.ts';

/** Enough peaks for a wide screen; narrower ones fold them together when drawing. */
const BUCKETS = 800;
const BAR_WIDTH = 3;
const COLORS = { bar: '#d4d4d8', played: '#f97316', activeBand: '#dbeafe', position: '#9a3412' };

interface WaveformOverviewProps {
  transcriptId: string;
  segments: ReadonlyArray<Timed & { speaker: string | null }>;
  /** Each speaker's colour, drawn as a band under the waveform where they speak. */
  colors: SpeakerColors;
}

const SPEAKER_BAND_PX = 3;
const WAVEFORM_HEIGHT = { base: '7', md: '9' };

/**
 * The loudness of the whole recording (peaks computed once by the server), with the part played, the
 * playing segment and the position marked. Clicking seeks. Drawn on a canvas outside React, so time
 * updates repaint it without re-rendering anything.
 */
export function WaveformOverview({ transcriptId, segments, colors }: WaveformOverviewProps) {
  const [{ data, fetching }] = useTranscriptWaveformQuery({ variables: { id: transcriptId, buckets: BUCKETS } });
  const waveform = data?.transcript?.waveform;
  const playback = usePlayback();
  const canvasRef = useRef<HTMLCanvasElement>(null);

  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas || !waveform || waveform.duration <= 0) return;
    const ratio = window.devicePixelRatio || 1;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
    if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
    const context = canvas.getContext('2d');
    if (!context) return;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    const x = (seconds: number) => (seconds / waveform.duration) * width;
    const time = playback.time();

    const active = segments[activeSegmentIndex(segments, time)];
    if (active) {
      context.fillStyle = COLORS.activeBand;
      context.fillRect(x(active.start), 0, Math.max(1, x(active.end) - x(active.start)), height);
    }
    const bars = peaksForColumns(waveform.peaks, Math.floor(width / BAR_WIDTH));
    const waveHeight = height - SPEAKER_BAND_PX - 1;
    bars.forEach((peak, index) => {
      // Who speaks in this column (looked up per column, so 10,000 segments cost no more than 100).
      const speaking = segments[activeSegmentIndex(segments, ((index + 0.5) * BAR_WIDTH * waveform.duration) / width)];
      if (speaking) {
        context.fillStyle = colorOf(colors, speaking.speaker);
        context.fillRect(index * BAR_WIDTH, height - SPEAKER_BAND_PX, BAR_WIDTH, SPEAKER_BAND_PX);
      }
      const barHeight = Math.max(1, peak * (waveHeight - 4));
      context.fillStyle = index * BAR_WIDTH < x(time) ? COLORS.played : COLORS.bar;
      context.fillRect(index * BAR_WIDTH, (waveHeight - barHeight) / 2, BAR_WIDTH - 1, barHeight);
    });
    context.fillStyle = COLORS.position;
    context.fillRect(Math.min(width - 2, x(time)), 0, 2, height);
  }, [waveform, segments, colors, playback]);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(draw);
    };
    schedule();
    const stopTime = playback.subscribe(schedule);
    const resize = new ResizeObserver(schedule);
    if (canvasRef.current) resize.observe(canvasRef.current);
    return () => {
      cancelAnimationFrame(frame);
      stopTime();
      resize.disconnect();
    };
  }, [draw, playback]);

  // Its place is kept while the peaks load, so the player does not grow over the text once they arrive.
  if (!data && fetching) return <Box aria-hidden h={WAVEFORM_HEIGHT} mb="2" />;
  if (!waveform || waveform.duration <= 0) return null;
  return (
    <chakra.canvas
      ref={canvasRef}
      data-testid="waveform"
      title="Click to jump to this moment"
      display="block"
      w="full"
      h={WAVEFORM_HEIGHT}
      mb="2"
      cursor="pointer"
      onClick={(event: MouseEvent<HTMLCanvasElement>) => {
        const rect = event.currentTarget.getBoundingClientRect();
        playback.seek(((event.clientX - rect.left) / rect.width) * waveform.duration);
      }}
    />
  );
}
