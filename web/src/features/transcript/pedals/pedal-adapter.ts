import type { HidDevice, HidInputReportEvent } from './hid.ts';
import { PEDAL_BUTTONS, type PedalButton, type PedalLayout } from './pedal-devices.ts';

export interface PedalEdge {
  button: PedalButton;
  pressed: boolean;
}

/** The buttons held in one report, by the layout. */
export function heldButtons(data: DataView, layout: PedalLayout): Set<PedalButton> {
  const held = new Set<PedalButton>();
  for (const button of PEDAL_BUTTONS) {
    const { byte, mask } = layout[button];
    if (byte < data.byteLength && (data.getUint8(byte) & mask) !== 0) held.add(button);
  }
  return held;
}

/**
 * Listens to a pedal's input reports and tells each press and release once: a report says which buttons are held
 * now, and a pedal repeats its report while held or sends one for another button, so edges come from the
 * difference with the previous report. Returns what stops listening.
 */
export function listenToPedal(device: HidDevice, layout: PedalLayout, onEdge: (edge: PedalEdge) => void): () => void {
  let held = new Set<PedalButton>();
  const onReport = (event: HidInputReportEvent) => {
    const now = heldButtons(event.data, layout);
    for (const button of PEDAL_BUTTONS) {
      if (now.has(button) !== held.has(button)) onEdge({ button, pressed: now.has(button) });
    }
    held = now;
  };
  device.addEventListener('inputreport', onReport);
  return () => device.removeEventListener('inputreport', onReport);
}
