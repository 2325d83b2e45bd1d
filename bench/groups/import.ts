import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { makeConversation, type Turn } from '../../scripts/fixtures/conversation.ts';
import { formatCueTime } from '../../server/export/time.ts';
import { seededRandom } from '../../server/lib/seeded-random.ts';
import { CSRF, gqlData, type BenchProduct } from '../lib/product.ts';
import { pct, type GroupResult, type Row } from '../lib/report.ts';
import { startProductWithEngines } from './transcription.ts';

/** Issue 53, item 5: the goal, a share of turn starts within this many seconds of the reference's. */
const WITHIN_S = 0.5;
const GOAL = 0.95;
/** The share of words changed in the second copy. */
const CHANGED = 0.1;

const SPEAKERS: Record<Turn['role'], string> = { reader: 'Reader', allison: 'Allison' };

/** The reference with one word in ten replaced by another word (the same ones every run), as a transcript typed elsewhere might differ. */
function changed(turns: readonly Turn[]): Turn[] {
  const next = seededRandom(53);
  const others = ['banana', 'harbour', 'quietly', 'seventeen', 'window', 'marble', 'orchestra', 'pencil'];
  return turns.map((turn) => ({
    ...turn,
    text: turn.text
      .split(' ')
      .map((word) => (next() < CHANGED ? others[Math.floor(next() * others.length)] : word))
      .join(' '),
  }));
}

/** The turns as an SRT file with the reference's times, and as a text file of "Speaker: text" paragraphs without times. */
const asSrt = (turns: readonly Turn[]) =>
  turns.map((turn, i) => `${i + 1}\n${formatCueTime(turn.start, ',')} --> ${formatCueTime(turn.end, ',')}\n${SPEAKERS[turn.role]}: ${turn.text}\n\n`).join('');
const asText = (turns: readonly Turn[]) => turns.map((turn) => `${SPEAKERS[turn.role]}: ${turn.text}`).join('\n\n');

/** uploadAudio with the conversation and a transcript file; the transcript once READY. */
async function importWith(url: string, audio: Uint8Array<ArrayBuffer>, transcript: string, name: string) {
  const form = new FormData();
  const query = 'mutation ($title: String!, $file: Upload!, $transcript: Upload) { uploadAudio(title: $title, file: $file, transcript: $transcript) { id } }';
  form.append('operations', JSON.stringify({ query, variables: { title: name, file: null, transcript: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'], 1: ['variables.transcript'] }));
  form.append('0', new Blob([audio], { type: 'audio/wav' }), 'conversation.wav');
  form.append('1', new Blob([transcript], { type: 'text/plain' }), name);
  const response = await fetch(`${url}/graphql`, { method: 'POST', body: form, headers: CSRF, signal: AbortSignal.timeout(60_000) });
  const body = (await response.json()) as { data?: { uploadAudio: { id: string } }; errors?: unknown };
  if (!body.data) throw new Error(`import failed: ${JSON.stringify(body.errors)}`);
  const id = body.data.uploadAudio.id;
  const deadline = Date.now() + 20 * 60_000;
  for (;;) {
    const { transcript: done } = await gqlData<{ transcript: { status: string; error: string | null; segments: { speaker: string; text: string; start: number }[] } }>(
      url,
      'query ($id: ID!) { transcript(id: $id) { status error segments { speaker text start } } }',
      { id },
    );
    if (done.status === 'READY') return done.segments;
    if (done.status === 'FAILED') throw new Error(`transcription failed: ${done.error}`);
    if (Date.now() > deadline) throw new Error(`still ${done.status} after 20 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function importGroup(product: BenchProduct): Promise<GroupResult> {
  const group = 'import';
  if (!existsSync('/usr/share/pocketsphinx/test/data/librivox')) return { group, rows: [], notes: [], skipped: 'pocketsphinx-testdata is not installed (npm run setup -- --with-test-tools)' };
  const conversation = await makeConversation();
  const audio = new Uint8Array(await readFile(conversation.path));
  const server = await startProductWithEngines(product);
  const rows: Row[] = [];
  /** The turns each row missed, for the notes: where the alignment is to be looked at. */
  const misses: string[] = [];
  try {
    for (const [copy, turns] of [
      ['the reference text', conversation.turns],
      [`a copy with ${pct(CHANGED)} of its words changed`, changed(conversation.turns)],
    ] as const) {
      for (const [file, content] of [
        ['SRT with the reference turn times', asSrt(turns)],
        ['.txt without times', asText(turns)],
      ] as const) {
        const segments = await importWith(server.url, audio, content, file.startsWith('SRT') ? 'conversation.srt' : 'conversation.txt');
        if (segments.length !== turns.length) throw new Error(`${segments.length} segments came back for ${turns.length} turns`);
        // Kept as written, but for runs of whitespace, which become one space (a segment's words are space-separated).
        const kept = segments.every((segment, i) => segment.text === turns[i].text.replace(/\s+/g, ' ').trim() && segment.speaker === SPEAKERS[turns[i].role]);
        const offsets = segments.map((segment, i) => Math.abs(segment.start - conversation.turns[i].start));
        const within = offsets.filter((offset) => offset <= WITHIN_S).length / offsets.length;
        const worst = Math.max(...offsets);
        const missed = segments.flatMap((segment, i) =>
          offsets[i] > WITHIN_S ? [`turn ${i + 1} "${turns[i].text.split(' ').slice(0, 4).join(' ')}…" at ${segment.start.toFixed(2)} s, reference ${conversation.turns[i].start.toFixed(2)} s`] : [],
        );
        if (missed.length) misses.push(`${copy}, ${file}: ${missed.join('; ')}.`);
        rows.push({
          measure: `Turn starts within ${WITHIN_S} s of the reference, ${copy} imported as ${file} with the audio (${turns.length} turns, ${(conversation.duration / 60).toFixed(1)} min)${kept ? '' : ' — TEXT NOT KEPT AS WRITTEN'}`,
          product: `${pct(within)} (worst ${worst.toFixed(2)} s, median ${offsets.sort((a, b) => a - b)[Math.floor(offsets.length / 2)].toFixed(2)} s)`,
          target: `≥ ${pct(GOAL)}`,
          met: kept && within >= GOAL,
        });
      }
    }
  } finally {
    await server.stop();
  }
  const notes = [
    `The real two-voice conversation (scripts/fixtures/conversation.ts: LibriVox clips answered by Allison Smith's prompts, ${conversation.turns.length} turns with known starts) uploaded through GraphQL with its transcript: the reference text, and a copy with one word in ten replaced by an unrelated word (seeded), each as an SRT file carrying the reference turn times and as a .txt of "Speaker: text" paragraphs without times. Transcribed by the installation's default Whisper model; the text is then aligned onto its words (server/import/align.ts). Measured against the reference turn starts, not the recognizer's own segment times; the .txt rows show the times come from the alignment, not from the file.`,
    ...misses.map((miss) => `Missed: ${miss}`),
  ];
  return { group, rows, notes };
}
