import { buildWebOnce } from './product.ts';

/**
 * Vitest global setup of the integration and system tiers: the web app is built (when older than its sources) once,
 * before any file runs, since files run side by side and two builds at once would write dist/ over each other.
 */
export default function setup(): void {
  buildWebOnce();
}
