import fs from 'node:fs/promises';
import type { StoreClient } from './client.ts';
import { deleteExpiredLinks, takeLink, type SingleUseLink } from './single-use-links.ts';

export type AudioClipFormat = 'mp3' | 'm4a' | 'ogg';
/** An audiogram: an MP4 video of the clip's waveform and captions (server/audio/audiogram.ts). */
export type AudiogramFormat = 'audiogram_square' | 'audiogram_vertical';
export type ClipFormat = AudioClipFormat | AudiogramFormat;
export type ClipStatus = 'queued' | 'rendering' | 'ready' | 'failed';

/** A clip as stored (migrations/1766400000_clips.js, 1766700000_clip_audiograms.js). */
export interface ClipRecord {
  id: string;
  collectionId: string;
  transcript: string;
  /** "" for a clip of a selection. */
  highlight: string;
  owner: string;
  format: ClipFormat;
  start: number;
  end: number;
  pseudonymised: boolean;
  status: ClipStatus;
  progress: number;
  error: string;
  /** The rendered file's name; "" until it is ready. */
  file: string;
  /** "" for a highlight's clip. */
  expires: string;
  created: string;
}

export type NewClip = Pick<ClipRecord, 'transcript' | 'highlight' | 'owner' | 'format' | 'start' | 'end' | 'pseudonymised' | 'expires'>;

interface ClipLinkRecord extends SingleUseLink {
  clip: string;
}

const MIME: Record<ClipFormat, string> = { mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg', audiogram_square: 'video/mp4', audiogram_vertical: 'video/mp4' };
const EXTENSION: Record<ClipFormat, string> = { mp3: 'mp3', m4a: 'm4a', ogg: 'ogg', audiogram_square: 'mp4', audiogram_vertical: 'mp4' };

/** The clips and clip_links collections: the only module that knows their names and fields. */
export class ClipsRepo {
  constructor(private readonly store: StoreClient) {}

  create(clip: NewClip): Promise<ClipRecord> {
    return this.store.call((pb) => pb.collection('clips').create<ClipRecord>({ ...clip, status: 'queued', progress: 0 }));
  }

  get(id: string): Promise<ClipRecord> {
    return this.store.call((pb) => pb.collection('clips').getOne<ClipRecord>(id));
  }

  progress(id: string, fields: Partial<Pick<ClipRecord, 'status' | 'progress' | 'error'>>): Promise<ClipRecord> {
    return this.store.call((pb) => pb.collection('clips').update<ClipRecord>(id, fields));
  }

  /** Stores the rendered file (a few megabytes; an audiogram some tens) and marks the clip ready. */
  async finish(id: string, path: string, format: ClipFormat): Promise<ClipRecord> {
    const form = new FormData();
    form.set('file', new Blob([await fs.readFile(path)], { type: MIME[format] }), clipFileName('clip', format));
    form.set('status', 'ready');
    form.set('progress', '1');
    return this.store.call((pb) => pb.collection('clips').update<ClipRecord>(id, form));
  }

  delete(id: string): Promise<boolean> {
    return this.store.call((pb) => pb.collection('clips').delete(id));
  }

  /** Clips past their expiry, and clips left queued or rendering since before `stale` (a server stopped mid-render). */
  due(now: Date, stale: Date): Promise<ClipRecord[]> {
    const at = (date: Date) => date.toISOString().replace('T', ' ');
    return this.store.call((pb) =>
      pb.collection('clips').getFullList<ClipRecord>({
        filter: pb.filter("(expires != '' && expires < {:now}) || ((status = 'queued' || status = 'rendering') && updated < {:stale})", { now: at(now), stale: at(stale) }),
      }),
    );
  }

  createLink(clip: string, hash: string, expires: Date): Promise<unknown> {
    return this.store.call((pb) => pb.collection('clip_links').create({ clip, hash, expires: expires.toISOString() }));
  }

  /** The clip a link is for, the link used up by asking; null when there is none. */
  takeLink(hash: string): Promise<ClipLinkRecord | null> {
    return takeLink<ClipLinkRecord>(this.store, 'clip_links', hash);
  }

  deleteExpiredLinks(now: Date): Promise<void> {
    return deleteExpiredLinks(this.store, 'clip_links', now);
  }
}

export const clipMimeType = (format: ClipFormat) => MIME[format];
export const isAudiogram = (format: ClipFormat): format is AudiogramFormat => format.startsWith('audiogram_');
/** A clip file's name: `name` with its format's extension. */
export const clipFileName = (name: string, format: ClipFormat) => `${name}.${EXTENSION[format]}`;
