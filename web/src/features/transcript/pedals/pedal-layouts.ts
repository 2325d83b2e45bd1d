import { useMemo } from 'react';
import { readTextSetting, useTextSetting } from '../../../lib/settings.ts';
import { deviceKey } from './hid.ts';
import { PEDAL_BUTTONS, knownPedal, type PedalLayout } from './pedal-devices.ts';

/** Layouts learned on the settings page, by device ("05f3:00ff"), as JSON. */
const LEARNED_PEDALS = 'learnedPedals';

type Learned = Record<string, PedalLayout>;

const isLayout = (value: unknown): value is PedalLayout =>
  !!value &&
  typeof value === 'object' &&
  PEDAL_BUTTONS.every((button) => {
    const bit = (value as Record<string, { byte?: unknown; mask?: unknown }>)[button];
    return typeof bit?.byte === 'number' && typeof bit.mask === 'number';
  });

export function parseLearned(stored: string): Learned {
  try {
    const parsed = JSON.parse(stored || '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, PedalLayout] => isLayout(entry[1])));
  } catch {
    return {};
  }
}

/** The layout to read a device by: the one learned in this browser, else the table's, else none. */
export function layoutFor(device: { vendorId: number; productId: number }, learned: Learned): PedalLayout | null {
  return learned[deviceKey(device)] ?? knownPedal(device)?.layout ?? null;
}

export const readLearned = () => parseLearned(readTextSetting(LEARNED_PEDALS));

/** The learned layouts and a way to keep one more. */
export function useLearnedPedals(): [Learned, (device: { vendorId: number; productId: number }, layout: PedalLayout) => void] {
  const [stored, store] = useTextSetting(LEARNED_PEDALS);
  const learned = useMemo(() => parseLearned(stored), [stored]);
  return [learned, (device, layout) => store(JSON.stringify({ ...parseLearned(readTextSetting(LEARNED_PEDALS)), [deviceKey(device)]: layout }))];
}
