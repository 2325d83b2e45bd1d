import fs from 'node:fs';
import type { StoreClient } from './client.ts';
import { streamRecord } from './multipart-stream.ts';

/** A bleeped render (migrations/1765700000_bleeped_audio.js), beside the recording it was made from. */
export interface BleepedAudioRecord {
  id: string;
  collectionId: string;
  /** The file_db record of the recording. */
  source: string;
  /** bleepKey(spans, mode). */
  key: string;
  file: string;
}

/** The bleeped_audio collection: the only module that knows its name and fields. */
export class BleepedAudioRepo {
  constructor(private readonly store: StoreClient) {}

  async find(source: string, key: string): Promise<BleepedAudioRecord | null> {
    const found = await this.store.call((pb) =>
      pb.collection('bleeped_audio').getList<BleepedAudioRecord>(1, 1, { filter: pb.filter('source = {:source} && key = {:key}', { source, key }), skipTotal: true }),
    );
    return found.items[0] ?? null;
  }

  /**
   * Stores a render made from `source`, streamed from its file as it is read. Another server that stored the same
   * render first wins (the pair is unique): its record is answered.
   */
  async create(source: string, key: string, path: string, filename: string): Promise<BleepedAudioRecord> {
    const sink = await this.store.call(async (pb) => streamRecord<BleepedAudioRecord>(pb, 'bleeped_audio', { source, key }, { field: 'file', filename, type: 'audio/ogg' }));
    try {
      for await (const chunk of fs.createReadStream(path)) await sink.write(chunk as Buffer);
      sink.end();
    } catch (error) {
      sink.abort();
      await sink.record.catch(() => undefined);
      throw error;
    }
    try {
      return await sink.record;
    } catch (error) {
      const made = await this.find(source, key);
      if (!made) throw error;
      return made;
    }
  }
}
