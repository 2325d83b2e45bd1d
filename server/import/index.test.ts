import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { GraphQLError } from 'graphql';
import { buildExport } from '../export/index.ts';
import { mergeTurns } from '../export/turns.ts';
import type { ExportInput, ExportOptions } from '../export/types.ts';
import { docxBomb } from './docx-bomb.test-support.ts';
import { MAX_TRANSCRIPT_BYTES, readTranscriptFile, type ImportedSegment } from './index.ts';

const OPTIONS: ExportOptions = { seriesName: 'ETRM Interview Series', hostSpeaker: 'ETRM' };
const INPUT: ExportInput = {
  title: 'Gas desk',
  segments: [
    { start: 0.5, end: 4.2, speaker: 'ETRM', text: 'Welcome to the show, how are you?' },
    { start: 4.6, end: 9.9, speaker: 'Anna Olsen', text: 'Fine, thanks: the desk is busy & the "curve" moved <a lot>.' },
    { start: 10.3, end: 22.75, speaker: 'Anna Olsen', text: 'We hedge forward volume every morning and settle the spot position before noon, which keeps the risk small.' },
    { start: 23.1, end: 25, speaker: 'ETRM', text: 'Thank you.' },
  ],
};

const read = (name: string, bytes: Uint8Array) => readTranscriptFile(name, bytes.length, () => bytes);
const turnsOf = (segments: readonly { speaker?: string | null; text: string; start?: number }[]) =>
  mergeTurns(segments.map((segment) => ({ ...segment, speaker: segment.speaker ?? '', start: segment.start ?? 0 }))).map(({ speaker, text, start }) => ({ speaker, text, start }));

async function exported(format: 'docx' | 'srt' | 'vtt' | 'eaf' | 'txt', options: Partial<ExportOptions> = {}): Promise<Uint8Array> {
  return (await buildExport(format, INPUT, { ...OPTIONS, ...options })).bytes;
}

function refusal(run: () => unknown): { code: unknown; message: string } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    return { code: (error as GraphQLError).extensions.code, message: (error as Error).message };
  }
  throw new Error('not refused');
}

describe('readTranscriptFile: the exports read back', () => {
  it.each(['srt', 'vtt', 'eaf'] as const)('.%s gives the same text per speaker turn, and its turn starts', async (format) => {
    const turns = turnsOf(read(`x.${format}`, await exported(format)));
    const expected = turnsOf(INPUT.segments);
    expect(turns.map(({ speaker, text }) => ({ speaker, text }))).toEqual(expected.map(({ speaker, text }) => ({ speaker, text })));
    turns.forEach((turn, i) => expect(Math.abs(turn.start - expected[i].start)).toBeLessThan(0.01));
  });

  it.each(['docx', 'txt'] as const)('.%s in the house layout: the turns without the title and subtitle lines', async (format) => {
    const segments = read(`x.${format}`, await exported(format));
    expect(turnsOf(segments).map(({ speaker, text }) => ({ speaker, text }))).toEqual(turnsOf(INPUT.segments).map(({ speaker, text }) => ({ speaker, text })));
    expect(segments.every((segment) => segment.start === undefined)).toBe(true);
  });

  it.each(['docx', 'txt'] as const)('.%s with timestamps by segment: each segment with its start (whole seconds)', async (format) => {
    const segments = read(`x.${format}`, await exported(format, { timestamps: 'segment' }));
    expect(segments.map((segment) => [segment.speaker, segment.text, segment.start])).toEqual(
      INPUT.segments.map((segment) => [segment.speaker, segment.text, Math.floor(segment.start)]),
    );
  });
});

describe('readTranscriptFile: files made elsewhere', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);

  it('plain text without names is one speaker, a segment a paragraph', () => {
    expect(read('notes.TXT', utf8('\ufeffFirst paragraph\nwrapped here.\r\n\r\nSecond one.\n'))).toEqual([
      { speaker: 'Speaker 1', text: 'First paragraph wrapped here.' },
      { speaker: 'Speaker 1', text: 'Second one.' },
    ]);
  });

  it('"Speaker: text" lines, a sentence with a colon staying text', () => {
    expect(read('a.txt', utf8('Ann: Hello there.\nBob: Well, he said: no.\nand went on.\n'))).toEqual([
      { speaker: 'Ann', text: 'Hello there.' },
      { speaker: 'Bob', text: 'Well, he said: no. and went on.' },
    ]);
  });

  it('SRT cues without names keep one speaker; WebVTT voices name theirs, markup and entities read as text', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,500\nHello\nthere.\n\n2\n00:00:03,000 --> 00:00:04,000\nBye.\n';
    expect(read('a.srt', utf8(srt))).toEqual([
      { speaker: 'Speaker 1', text: 'Hello there.', start: 1, end: 2.5 },
      { speaker: 'Speaker 1', text: 'Bye.', start: 3, end: 4 },
    ]);
    const vtt = 'WEBVTT\n\nNOTE made by hand\n\n00:01.000 --> 00:02.000 align:start\n<v.loud Ann Lee><i>Fish</i> &amp; chips</v>\n';
    expect(read('a.vtt', utf8(vtt))).toEqual([{ speaker: 'Ann Lee', text: 'Fish & chips', start: 1, end: 2 }]);
  });

  it('a Word document of "Speaker: text" paragraphs without the house heading', () => {
    const p = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="w"><w:body>${p('Ann: One')}${p('Bob: Two')}${p('more')}</w:body></w:document>`;
    const docx = zipSync({ 'word/document.xml': strToU8(xml) });
    expect(read('a.docx', docx)).toEqual<ImportedSegment[]>([
      { speaker: 'Ann', text: 'One' },
      { speaker: 'Bob', text: 'Two' },
      { speaker: 'Bob', text: 'more' },
    ]);
  });
});

describe('readTranscriptFile: refusals', () => {
  const laughs = (root: string) =>
    `<?xml version="1.0"?><!DOCTYPE ${root} [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i ? i : ''};`.repeat(10)}">`).join('')}]>`;

  it('a .docx bomb: refused from its directory, and when the directory understates it, while inflating', () => {
    const bomb = docxBomb(60);
    expect(bomb.length).toBeLessThan(MAX_TRANSCRIPT_BYTES);
    const message = 'The .docx unpacks to more than 50 MB, which is not accepted.';
    expect(refusal(() => read('bomb.docx', bomb))).toEqual({ code: 'BAD_USER_INPUT', message });
    const understated = docxBomb(60, 1024);
    const started = performance.now();
    expect(refusal(() => read('bomb.docx', understated)).message).toBe(message);
    // Stopped at the limit, not after inflating all of it.
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('entity expansion (billion laughs) in a .docx and an .eaf is refused at its DOCTYPE', () => {
    const docx = zipSync({ 'word/document.xml': strToU8(`${laughs('w:document')}<w:document><w:body><w:p><w:r><w:t>&lol9;</w:t></w:r></w:p></w:body></w:document>`) });
    expect(refusal(() => read('a.docx', docx)).message).toMatch(/document type declaration/);
    const eaf = strToU8(`${laughs('ANNOTATION_DOCUMENT')}<ANNOTATION_DOCUMENT><TIER TIER_ID="A"><ANNOTATION><ALIGNABLE_ANNOTATION><ANNOTATION_VALUE>&lol9;</ANNOTATION_VALUE></ALIGNABLE_ANNOTATION></ANNOTATION></TIER></ANNOTATION_DOCUMENT>`);
    expect(refusal(() => read('a.eaf', eaf))).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/document type declaration/) });
    // An entity defined nowhere (an external one, say) is not expanded either.
    expect(refusal(() => read('b.eaf', strToU8('<ANNOTATION_DOCUMENT>&ext;</ANNOTATION_DOCUMENT>'))).message).toMatch(/not well-formed XML/);
  });

  it('a file over 5 MB, an empty one, a wrong extension, binary garbage', () => {
    expect(refusal(() => readTranscriptFile('big.srt', 6 * 1024 * 1024, () => new Uint8Array()))).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(refusal(() => read('empty.vtt', new Uint8Array()))).toEqual({ code: 'BAD_USER_INPUT', message: 'The transcript file is empty.' });
    expect(refusal(() => read('talk.pdf', strToU8('Ann: hi'))).message).toBe('Transcript file type not supported: import .docx, .srt, .vtt, .eaf, .txt.');
    const garbage = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256);
    expect(refusal(() => read('noise.txt', garbage)).message).toBe('The .txt file is not UTF-8 text.');
    expect(refusal(() => read('noise.docx', garbage)).message).toBe('The .docx file is not a Word document (it is not a zip archive).');
    expect(refusal(() => read('noise.eaf', strToU8('hello'))).message).toMatch(/not well-formed XML/);
    expect(refusal(() => read('blank.srt', strToU8('\n\n\n'))).message).toBe('The transcript file holds no text.');
  });
});
