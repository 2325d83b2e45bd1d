/** Playback speeds offered in the player, slowest first. */
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** The next speed up (+1) or down (-1) from `current`, staying within 0.5x–2x. */
export function stepSpeed(current: number, direction: 1 | -1): number {
  if (direction > 0) return SPEEDS.find((speed) => speed > current + 1e-9) ?? SPEEDS[SPEEDS.length - 1];
  return [...SPEEDS].reverse().find((speed) => speed < current - 1e-9) ?? SPEEDS[0];
}

export const formatSpeed = (speed: number) => `${speed}x`;
