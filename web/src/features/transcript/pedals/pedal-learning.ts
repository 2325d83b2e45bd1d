import type { HidDevice, HidInputReportEvent } from './hid.ts';
import type { ButtonBit } from './pedal-devices.ts';

/**
 * Waits for one button of a pedal whose layout is not known: the first report with a bit set that was clear in
 * `rest` (the pedal's last report, e.g. the release of the button learned before; all zero when none came yet)
 * names the button's byte and bit. A report setting several new bits (two pedals pressed) gives the lowest.
 * Resolves null when `signal` aborts (the user cancelled).
 */
export function learnButton(device: HidDevice, signal: AbortSignal, rest: Uint8Array | null = null): Promise<ButtonBit | null> {
  return new Promise((resolve) => {
    const finish = (bit: ButtonBit | null) => {
      device.removeEventListener('inputreport', onReport);
      resolve(bit);
    };
    const onReport = ({ data }: HidInputReportEvent) => {
      const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      const pressed = firstNewBit(rest, bytes);
      if (pressed) return finish(pressed);
      rest = bytes.slice();
    };
    if (signal.aborted) return resolve(null);
    signal.addEventListener('abort', () => finish(null), { once: true });
    device.addEventListener('inputreport', onReport);
  });
}

/** The lowest bit set in `now` and clear in `rest` (zeros when there is none yet). */
export function firstNewBit(rest: Uint8Array | null, now: Uint8Array): ButtonBit | null {
  for (let byte = 0; byte < now.length; byte++) {
    const fresh = now[byte] & ~(rest?.[byte] ?? 0);
    if (fresh !== 0) return { byte, mask: fresh & -fresh };
  }
  return null;
}
