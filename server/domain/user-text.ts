/**
 * The one sanitiser for strings users store (segment text, speaker names, titles, find/replace input).
 * Controls become spaces (a NUL or bell between words still separates them); invisible characters that
 * disguise text or make equal-looking names differ are removed: bidi marks, embeddings, overrides and
 * isolates, the Arabic letter mark, zero-width space, word joiner and invisible operators, the byte-order
 * mark, and the noncharacters XML forbids. Zero-width joiner and non-joiner stay: scripts and emoji need them.
 */
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const INVISIBLE = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufffe\uffff]/g;

/** Text that may span lines: keeps newlines and tabs (CR and CRLF become newlines). */
export function cleanText(raw: string): string {
  return raw.toWellFormed().replace(/\r\n?/g, '\n').replace(CONTROLS, ' ').replace(INVISIBLE, '');
}

/** A one-line string (a name or title): every run of whitespace becomes one space, trimmed. */
export function cleanLine(raw: string): string {
  return cleanText(raw).replace(/\s+/g, ' ').trim();
}
