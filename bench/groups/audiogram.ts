import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ALLISON_DIR, makeConversation } from '../../scripts/fixtures/conversation.ts';
import { LIBRIVOX_DIR } from '../../scripts/fixtures/librivox.ts';
import { renderAudiogram } from '../../server/audio/audiogram.ts';
import { captionCues } from '../../server/domain/audiogram-captions.ts';
import { PDF_FONT, PDF_FONT_DIR } from '../../server/export/pdf-font.ts';
import { onCleanup } from '../lib/processes.ts';
import { mib, ms, type GroupResult } from '../lib/report.ts';
import { measured } from './bleeps.ts';

const CLIP_SECONDS = 30;
/** Issue 54: "a 30 s vertical audiogram renders in about 26 s on these 2 cores". */
const TARGET_SECONDS_PER_SECOND = 26 / 30;

/**
 * Issue 54, item 3: a 30 s vertical audiogram (server/audio/audiogram.ts, as the clips' queue renders it) of the
 * real two-voice conversation (scripts/fixtures/conversation.ts), its captions the turns' words; render time per
 * second of clip, wall and ffmpeg's CPU time.
 */
export async function audiogramGroup(): Promise<GroupResult> {
  const group = 'audiogram';
  if (!existsSync(LIBRIVOX_DIR) || !existsSync(ALLISON_DIR)) {
    return { group, rows: [], notes: [], skipped: 'pocketsphinx-testdata or asterisk-core-sounds-en-wav is not installed (npm run setup -- --with-test-tools)' };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tapescript-bench-audiogram-'));
  const stopDir = onCleanup('audiogram files', () => rm(dir, { recursive: true, force: true }));
  try {
    const conversation = await makeConversation();
    const window = { start: 0, end: Math.min(CLIP_SECONDS, conversation.duration) };
    // The turns as segments without word times: each turn's words share its time out evenly, as an untimed segment's do.
    const segments = conversation.turns.map((turn) => ({ speaker: turn.role === 'reader' ? 'The reader' : 'Allison Smith', text: turn.text, start: turn.start, end: turn.end }));
    const cues = captionCues(segments, window, window);
    const output = path.join(dir, 'audiogram.mp4');
    const length = window.end - window.start;
    const render = await measured(dir, (ffmpeg) =>
      renderAudiogram({ input: conversation.path, window, shape: 'vertical', cues, title: 'ETRM Interview Series', font: { family: PDF_FONT, dir: PDF_FONT_DIR }, output, ffmpeg }),
    );
    const perSecond = render.ms / 1000 / length;
    return {
      group,
      rows: [
        {
          measure: `vertical audiogram (1080×1920, 25 fps) of ${length} s of the conversation: render time per second of clip`,
          product: `${perSecond.toFixed(2)} s wall (${ms(render.ms)} in all); ${(render.cpuSeconds / length).toFixed(2)} s of ffmpeg CPU per second; ${mib((await stat(output)).size)}, ffmpeg peak ${mib(render.ffmpegPeak)}`,
          target: `≤ ${TARGET_SECONDS_PER_SECOND.toFixed(2)} s wall`,
          met: perSecond <= TARGET_SECONDS_PER_SECOND,
        },
      ],
      notes: [
        `The clip: the first ${length} s of scripts/fixtures/conversation.ts (the LibriVox reader and Allison Smith's prompts, two real voices) with ${cues.length} caption cues from its turns' texts. renderAudiogram runs one ffmpeg: showwaves over a colour background, the ASS captions burned in by libass (Carlito), H.264 at -preset veryfast -crf 23, AAC 128 kbit/s and a mov_text track. The wall time is this machine as it was: shared with other work when measured (load about 20 to 27 on 2 cores), which is why it misses the target; the CPU time (user + system of ffmpeg, /usr/bin/time) holds better on a busy machine. Not measured on idle cores: ffmpeg's x264 uses both, so the wall time there is expected near half the CPU time, under the target, but that is an estimate until the group runs on a quiet machine.`,
      ],
    };
  } finally {
    await stopDir();
  }
}
