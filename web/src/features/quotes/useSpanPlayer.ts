import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One audio element for a page of quotes (`ref` goes on it): plays a span of a recording (from `/media/…`, as the
 * editor streams it, so the server's bleeps apply) and stops at its end. Playing another quote stops the one before.
 */
export function useSpanPlayer() {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const end = useRef(0);

  useEffect(() => () => audio.current?.pause(), []);

  const stop = useCallback(() => {
    audio.current?.pause();
    setPlaying(null);
  }, []);

  const play = useCallback(async (key: string, src: string, from: number, to: number) => {
    const element = audio.current;
    if (!element) return;
    element.ontimeupdate = () => {
      if (element.currentTime >= end.current) {
        element.pause();
        setPlaying(null);
      }
    };
    element.onended = () => setPlaying(null);
    if (!element.src.endsWith(src)) element.src = src;
    end.current = to;
    element.currentTime = from;
    setPlaying(key);
    try {
      await element.play();
    } catch {
      setPlaying(null);
    }
  }, []);

  return { ref: audio, playing, play, stop };
}
