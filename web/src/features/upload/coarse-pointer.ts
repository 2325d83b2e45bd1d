import { useSyncExternalStore } from 'react';

const COARSE = '(pointer: coarse)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(COARSE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the main pointer is a finger (a phone or tablet), where nothing is dropped or clicked. False on the server. */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(COARSE).matches, () => false);
}
