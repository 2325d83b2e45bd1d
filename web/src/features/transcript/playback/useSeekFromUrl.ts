import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePlayback } from './playback-context.ts';

/**
 * /transcript/{id}?t={seconds} (a search result) seeks there once the page is up, then drops the
 * parameter, so a reload does not jump back and a second result in the same transcript seeks again.
 */
export function useSeekFromUrl() {
  const [params, setParams] = useSearchParams();
  const playback = usePlayback();
  const t = params.get('t');

  useEffect(() => {
    if (t === null) return;
    const seconds = Number(t);
    if (Number.isFinite(seconds)) playback.seek(seconds);
    setParams(
      (now) => {
        now.delete('t');
        return now;
      },
      { replace: true },
    );
  }, [t, playback, setParams]);
}
