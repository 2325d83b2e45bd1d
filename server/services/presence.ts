import { Repeater, SlidingBuffer } from 'graphql-yoga';
import { cleanName, isSessionId } from '../auth/change-origin.ts';
import { badInput, notFound, userError } from '../domain/errors.ts';
import { presenceColor } from '../domain/presence-color.ts';
import type { EventBus } from '../events/bus.ts';
import { startNow } from '../events/start-now.ts';
import { TOPICS, type PresenceSignal } from '../events/topics.ts';
import { assertId } from './record-id.ts';

/** Who has a transcript open, and where (the GraphQL Presence type). */
export interface PresenceEntry {
  sessionId: string;
  name: string;
  color: string;
  segmentId: string | null;
  /** When this server last heard from the page (ms since epoch, by its own clock). */
  lastSeen: number;
}

export interface PresenceOptions {
  /** The clock (tests move it on instead of waiting). */
  now?: () => number;
  /** A page leaves this long after its last heartbeat. */
  expiryMs?: number;
}

export const PRESENCE_EXPIRY_MS = 10_000;
/** Pages on one transcript at once; past it a new page is refused (BUSY) and others' signals ignored. */
export const MAX_SESSIONS_PER_TRANSCRIPT = 50;
/** Pages on all transcripts: bounds the memory a flood of made-up sessions could take. */
const MAX_SESSIONS = 5_000;
const SEGMENT_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Presence, kept by every server in memory from the heartbeats on the event bus: a page's heartbeat reaches
 * whichever server it calls, which puts it on the bus, and each server (that one included) applies it to its own
 * board. Each server drops a page ten seconds after it last heard of it, so a closed tab leaves without saying so.
 * A list is sent to watchers when someone arrives, moves to another segment, renames or leaves, not on every heartbeat.
 */
export class PresenceBoard {
  private readonly byTranscript = new Map<string, Map<string, PresenceEntry>>();
  private readonly watchers = new Map<string, Set<() => void>>();
  private sessions = 0;
  private readonly stopListening: () => void;
  private readonly sweeper: NodeJS.Timeout;
  private readonly now: () => number;
  private readonly expiryMs: number;

  constructor(
    private readonly bus: EventBus,
    /** Whether a transcript exists (asked when a page first arrives, not on every heartbeat). */
    private readonly exists: (transcriptId: string) => Promise<boolean>,
    options: PresenceOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.expiryMs = options.expiryMs ?? PRESENCE_EXPIRY_MS;
    this.stopListening = bus.listen(TOPICS.presence, (signal) => this.apply(signal));
    this.sweeper = setInterval(() => this.sweep(), Math.min(500, this.expiryMs / 4));
    this.sweeper.unref();
  }

  /** A page's heartbeat: it has the transcript open (in `segmentId`, when given). */
  async heartbeat(transcriptId: string, sessionId: string, rawName: string, segmentId: string | null): Promise<void> {
    assertId(transcriptId);
    if (!isSessionId(sessionId)) throw badInput('sessionId must be 8 to 64 letters, digits, "-" or "_"');
    if (segmentId !== null && !SEGMENT_ID.test(segmentId)) throw badInput('segmentId is not a segment id');
    const name = cleanName(rawName);
    if (!name) throw badInput('name must not be empty');
    const here = this.byTranscript.get(transcriptId);
    if (!here?.has(sessionId)) {
      if ((here?.size ?? 0) >= MAX_SESSIONS_PER_TRANSCRIPT || this.sessions >= MAX_SESSIONS) {
        throw userError('BUSY', `Too many pages have this transcript open (at most ${MAX_SESSIONS_PER_TRANSCRIPT}).`);
      }
      if (!(await this.exists(transcriptId))) throw notFound();
    }
    this.bus.publish(TOPICS.presence, { transcriptId, sessionId, name, segmentId });
  }

  /** A page closes: it leaves every server's list at once. */
  leave(transcriptId: string, sessionId: string): void {
    assertId(transcriptId);
    if (!isSessionId(sessionId)) throw badInput('sessionId must be 8 to 64 letters, digits, "-" or "_"');
    this.bus.publish(TOPICS.presence, { transcriptId, sessionId, name: '', segmentId: null, left: true });
  }

  /** The pages on a transcript, in the order they arrived. */
  list(transcriptId: string): PresenceEntry[] {
    return [...(this.byTranscript.get(transcriptId)?.values() ?? [])].map((entry) => ({ ...entry }));
  }

  /** The list now, then each time it changes. A slow reader gets the latest list, not every one in between. */
  watch(transcriptId: string): AsyncIterableIterator<PresenceEntry[]> {
    return startNow(
      new Repeater<PresenceEntry[]>(async (push, stop) => {
        const send = () => void push(this.list(transcriptId));
        send();
        let watching = this.watchers.get(transcriptId);
        if (!watching) this.watchers.set(transcriptId, (watching = new Set()));
        watching.add(send);
        await stop;
        watching.delete(send);
        if (!watching.size) this.watchers.delete(transcriptId);
      }, new SlidingBuffer(1)),
    );
  }

  /** Drops the pages not heard of for the expiry time (run by a timer; public so tests can drive it). */
  sweep(): void {
    const oldest = this.now() - this.expiryMs;
    for (const [transcriptId, here] of this.byTranscript) {
      let changed = false;
      for (const [sessionId, entry] of here) {
        if (entry.lastSeen > oldest) continue;
        here.delete(sessionId);
        this.sessions--;
        changed = true;
      }
      if (!here.size) this.byTranscript.delete(transcriptId);
      if (changed) this.changed(transcriptId);
    }
  }

  close(): void {
    clearInterval(this.sweeper);
    this.stopListening();
  }

  /** A signal from any server (this one included); one that is not well formed is ignored. */
  private apply(signal: PresenceSignal): void {
    const { transcriptId, sessionId, name, segmentId, left } = signal ?? ({} as PresenceSignal);
    if (typeof transcriptId !== 'string' || typeof sessionId !== 'string' || typeof name !== 'string') return;
    let here = this.byTranscript.get(transcriptId);
    const entry = here?.get(sessionId);
    if (left) {
      if (!entry) return;
      here!.delete(sessionId);
      this.sessions--;
      if (!here!.size) this.byTranscript.delete(transcriptId);
      return this.changed(transcriptId);
    }
    const where = typeof segmentId === 'string' ? segmentId : null;
    if (entry) {
      entry.lastSeen = this.now();
      if (entry.name === name && entry.segmentId === where) return;
      entry.name = name;
      entry.segmentId = where;
      return this.changed(transcriptId);
    }
    if ((here?.size ?? 0) >= MAX_SESSIONS_PER_TRANSCRIPT || this.sessions >= MAX_SESSIONS) return;
    if (!here) this.byTranscript.set(transcriptId, (here = new Map()));
    here.set(sessionId, { sessionId, name, color: presenceColor(sessionId), segmentId: where, lastSeen: this.now() });
    this.sessions++;
    this.changed(transcriptId);
  }

  private changed(transcriptId: string): void {
    for (const send of this.watchers.get(transcriptId) ?? []) send();
  }
}
