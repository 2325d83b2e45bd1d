// Characters XML 1.0 forbids (a single one makes Word refuse the whole .docx) plus the bidi controls
// that can disguise text. Whitespace controls are handled by collapsing whitespace instead.
const UNSAFE = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\ufffe\uffff\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * One line of exportable text: no forbidden characters, whitespace (including newlines) collapsed to
 * single spaces. Collapsing matters beyond looks: a blank line inside a text would end an SRT/VTT cue
 * or fake a paragraph break in the plain-text file.
 */
export function cleanLine(text: string): string {
  return text.toWellFormed().replace(UNSAFE, '').replace(/\s+/g, ' ').trim();
}
