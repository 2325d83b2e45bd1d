import { inflateRawSync } from 'node:zlib';
import { strFromU8, Unzip, unzipSync, type FlateError, type UnzipDecoder } from 'fflate';
import { badInput } from '../domain/errors.ts';
import { MIB } from '../config.ts';
import { paragraphSegments, type ImportedSegment } from './imported.ts';
import { readXml } from './xml.ts';

/** A .docx unpacks to at most this much, as its directory declares it and as it really inflates. */
export const MAX_DOCX_UNZIPPED_BYTES = 50 * MIB;

const BODY = 'word/document.xml';

const tooBig = () => badInput(`The .docx unpacks to more than ${MAX_DOCX_UNZIPPED_BYTES / MIB} MB, which is not accepted.`);

/** The sizes the zip's directory declares, without inflating anything; a file that is not a zip is refused. */
function declaredSize(bytes: Uint8Array): number {
  let total = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        total += entry.originalSize;
        return false;
      },
    });
  } catch {
    throw badInput('The .docx file is not a Word document (it is not a zip archive).');
  }
  return total;
}

/**
 * A deflated entry inflated by zlib with a bound on what comes out (`maxOutputLength`): a directory can understate
 * what an entry inflates to, and zlib stops at the limit instead of inflating a bomb whole.
 */
class BoundedInflate implements UnzipDecoder {
  static readonly compression = 8;
  ondata: UnzipDecoder['ondata'] = () => undefined;
  private readonly chunks: Uint8Array[] = [];

  push(chunk: Uint8Array, final: boolean): void {
    this.chunks.push(chunk.slice());
    if (!final) return;
    let inflated: Buffer;
    try {
      inflated = inflateRawSync(Buffer.concat(this.chunks), { maxOutputLength: MAX_DOCX_UNZIPPED_BYTES });
    } catch (error) {
      const bounded = (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE';
      this.ondata((bounded ? tooBig() : badInput(`The .docx file is damaged: ${(error as Error).message}`)) as unknown as FlateError, new Uint8Array(), true);
      return;
    }
    this.ondata(null, new Uint8Array(inflated), true);
  }
}

/** The document's body, checked against the limit by its declared size first, then as it inflates. */
function documentXml(bytes: Uint8Array): string {
  if (declaredSize(bytes) > MAX_DOCX_UNZIPPED_BYTES) throw tooBig();
  let body: Uint8Array | undefined;
  let failure: unknown;
  const unzip = new Unzip((entry) => {
    // Other entries are never started: nothing of them is inflated.
    if (entry.name !== BODY) return;
    entry.ondata = (error, chunk, final) => {
      if (error) failure ??= error;
      else if (final) body = chunk;
    };
    entry.start();
  });
  unzip.register(BoundedInflate);
  unzip.push(bytes, true);
  if (failure) throw failure;
  if (!body) throw badInput(`The .docx file has no ${BODY}: it is not a Word document, or it is cut short.`);
  return strFromU8(body);
}

interface Paragraph {
  text: string;
  /** Its paragraph style (Heading1 for the house layout's title line). */
  style: string;
  /** Whether every run with text is italic (the house layout's subtitle line). */
  italic: boolean;
}

/** The body's paragraphs: their text (tabs as spaces, line breaks as spaces), style and whether all italic. */
function paragraphsOf(xml: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let paragraph: (Paragraph & { runs: number; italicRuns: number }) | undefined;
  let runItalic = false;
  let inText = false;
  readXml(xml, '.docx document', {
    open: (name, attributes) => {
      if (name === 'w:p') paragraph = { text: '', style: '', italic: false, runs: 0, italicRuns: 0 };
      else if (name === 'w:pStyle' && paragraph) paragraph.style = attributes['w:val'] ?? '';
      else if (name === 'w:r') runItalic = false;
      else if (name === 'w:i') runItalic = !['false', '0', 'off'].includes(attributes['w:val'] ?? 'true');
      else if (name === 'w:t') inText = true;
      else if ((name === 'w:tab' || name === 'w:br') && paragraph) paragraph.text += ' ';
    },
    text: (text) => {
      if (inText && paragraph) paragraph.text += text;
    },
    close: (name) => {
      if (name === 'w:t' && paragraph) {
        inText = false;
        paragraph.runs++;
        if (runItalic) paragraph.italicRuns++;
      } else if (name === 'w:p' && paragraph) {
        const { text, style, runs, italicRuns } = paragraph;
        if (text.trim()) paragraphs.push({ text, style, italic: runs > 0 && italicRuns === runs });
        paragraph = undefined;
      }
    },
  });
  return paragraphs;
}

/**
 * A Word transcript: the house layout (a Heading 1 title line, an italic subtitle line, then "Speaker: text" turns,
 * with timestamps when the export wrote them), or any document of "Speaker: text" paragraphs, or plain paragraphs
 * of one speaker. The title and subtitle lines are left out where they lead the document.
 */
export function readDocx(bytes: Uint8Array): ImportedSegment[] {
  const paragraphs = paragraphsOf(documentXml(bytes));
  let heading = 0;
  if (paragraphs[heading]?.style.startsWith('Heading')) heading++;
  if (heading && paragraphs[heading]?.italic) heading++;
  return paragraphSegments(paragraphs.slice(heading).map((paragraph) => paragraph.text));
}
