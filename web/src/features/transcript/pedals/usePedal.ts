import { useEffect } from 'react';
import { SKIP_SECONDS, readNumberSetting } from '../../../lib/settings.ts';
import { usePlayback } from '../playback/playback-context.ts';
import { webHid, type HidDevice } from './hid.ts';
import { listenToPedal } from './pedal-adapter.ts';
import { pedalActions } from './pedal-actions.ts';
import { layoutFor, readLearned } from './pedal-layouts.ts';

/**
 * Drives the player with a pedal this browser was given on the settings page (WebHID remembers the permission):
 * the first such device whose buttons are known, from the table or learned. Nothing where WebHID is missing.
 */
export function usePedal() {
  const playback = usePlayback();
  useEffect(() => {
    const hid = webHid();
    if (!hid) return;
    let stopped = false;
    let stop = () => undefined as void;
    const connect = async (device: HidDevice) => {
      const layout = layoutFor(device, readLearned());
      if (!layout) return false;
      if (!device.opened) await device.open();
      if (stopped) return true;
      const actions = pedalActions({
        time: playback.time,
        seek: playback.seek,
        resume: () => playback.play(true),
        pause: playback.pause,
        skipSeconds: () => readNumberSetting(SKIP_SECONDS),
      });
      const unlisten = listenToPedal(device, layout, actions.onEdge);
      stop = () => {
        unlisten();
        actions.stop();
      };
      return true;
    };
    void (async () => {
      for (const device of await hid.getDevices()) {
        if (stopped) return;
        if (await connect(device).catch((error: unknown) => console.warn('The pedal could not be opened:', error))) return;
      }
    })();
    return () => {
      stopped = true;
      stop();
    };
  }, [playback]);
}
