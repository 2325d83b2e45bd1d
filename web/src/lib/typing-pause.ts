/** How long after a keystroke the user counts as still typing. */
export const TYPING_QUIET_MS = 400;

let lastKey = -Infinity;
if (typeof document !== 'undefined') {
  document.addEventListener('keydown', () => (lastKey = performance.now()), { capture: true, passive: true });
}

/**
 * Resolves once the user has not pressed a key for `quietMs` (at once when they have not lately). Work in
 * the background waits for it, so that it does not land between a typist's keystrokes and delay them.
 */
export async function typingPause(quietMs = TYPING_QUIET_MS): Promise<void> {
  for (let quiet = performance.now() - lastKey; quiet < quietMs; quiet = performance.now() - lastKey) {
    await new Promise((resolve) => setTimeout(resolve, quietMs - quiet));
  }
}
