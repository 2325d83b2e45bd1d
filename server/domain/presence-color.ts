/**
 * Marker colours for the people on a page: each reads as text on white and carries white text (WCAG AA, 4.5:1),
 * and neighbours in the list differ in hue.
 */
export const PRESENCE_COLORS = [
  '#B42318', // red
  '#175CD3', // blue
  '#027A48', // green
  '#6927DA', // violet
  '#B54708', // orange
  '#0E7090', // cyan
  '#C11574', // pink
  '#3E4784', // indigo
  '#107569', // teal
  '#854A0E', // brown
  '#9E165F', // plum
  '#475467', // grey
] as const;

/** The same colour for a page (session id) on every server and every time: FNV-1a over its id. */
export function presenceColor(sessionId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < sessionId.length; i++) hash = Math.imul(hash ^ sessionId.charCodeAt(i), 0x01000193) >>> 0;
  return PRESENCE_COLORS[hash % PRESENCE_COLORS.length];
}
