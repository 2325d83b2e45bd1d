/**
 * One line of exportable text: the stored-string sanitiser also takes out what XML 1.0 forbids (a single
 * one makes Word refuse the whole .docx), and versions stored before it existed are cleaned here on the way
 * out. Newlines collapse to single spaces: a blank line inside a text would end an SRT/VTT cue or fake a
 * paragraph break in the plain-text file.
 */
export { cleanLine } from '../domain/user-text.ts';
