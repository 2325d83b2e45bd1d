import { ClientResponseError } from 'pocketbase';
import { userError } from '../domain/errors.ts';
import type { StoreClient } from './client.ts';

/** A remembered voice: its name (voices collection). */
export interface VoiceRecord {
  id: string;
  name: string;
  created: string;
}

/** One enrolment of a voice: one speaker of one transcript, without its clips (voice_enrolments collection). */
export interface EnrolmentRecord {
  id: string;
  voice: string;
  transcript: string;
  speaker: string;
  model: string;
  speech_seconds: number;
  voiceprint: number[];
  created: string;
}

export interface NewEnrolment extends Omit<EnrolmentRecord, 'id' | 'created'> {
  clips: Array<{ start: number; end: number; embedding: number[] }>;
}

/** What an erasing change answered: whether the WAL was truncated after it (readers may hold it a moment longer). */
interface Erased {
  checkpointed: boolean;
}

/** The voice of this name among `voices`: names are unique case aside, as the name's index says. */
export function named<V extends { name: string }>(voices: readonly V[], name: string): V | undefined {
  const key = name.toLocaleLowerCase();
  return voices.find((voice) => voice.name.toLocaleLowerCase() === key);
}

/** Whether a create was refused because a unique index already holds this field's value. */
function notUnique(error: unknown, field: string): boolean {
  return error instanceof ClientResponseError && error.response?.data?.[field]?.code === 'validation_not_unique';
}

const SUMMARY_FIELDS = 'id,voice,transcript,speaker,model,speech_seconds,created';

/**
 * Known voices in the store. Names and voiceprints are never put in a URL (PocketBase logs request URLs): lists are
 * read whole and filtered here, and filters name only ids and model ids. Renames and deletions go through the
 * erasing routes of pb_hooks/voices.pb.js.
 */
export class VoicesRepo {
  constructor(
    private readonly store: StoreClient,
    private readonly log: (message: string) => void = () => undefined,
  ) {}

  listVoices(): Promise<VoiceRecord[]> {
    return this.store.call((pb) => pb.collection('voices').getFullList<VoiceRecord>({ fields: 'id,name,created', batch: 1000 }));
  }

  async findVoiceByName(name: string): Promise<VoiceRecord | undefined> {
    return named(await this.listVoices(), name);
  }

  /** Every enrolment (voiceprints included only when asked). */
  listEnrolments({ voiceprints = false }: { voiceprints?: boolean } = {}): Promise<EnrolmentRecord[]> {
    return this.store.call((pb) =>
      pb.collection('voice_enrolments').getFullList<EnrolmentRecord>({ fields: voiceprints ? `${SUMMARY_FIELDS},voiceprint` : SUMMARY_FIELDS, batch: 1000 }),
    );
  }

  /** The enrolments made by one model, with their voiceprints: what naming compares a recording's speakers with. */
  enrolmentsOfModel(model: string): Promise<EnrolmentRecord[]> {
    return this.store.call((pb) =>
      pb.collection('voice_enrolments').getFullList<EnrolmentRecord>({ filter: pb.filter('model = {:model}', { model }), fields: `${SUMMARY_FIELDS},voiceprint`, batch: 1000 }),
    );
  }

  /** The enrolments remembered from one transcript, with the times of their clips. */
  enrolmentsOfTranscript(transcript: string): Promise<Array<EnrolmentRecord & { clips: Array<{ start: number; end: number }> }>> {
    return this.store.call((pb) =>
      pb.collection('voice_enrolments').getFullList({ filter: pb.filter('transcript = {:transcript}', { transcript }), fields: `${SUMMARY_FIELDS},clips`, batch: 1000 }),
    );
  }

  /** The digest of the last comparison of a transcript's speakers with the remembered voices (domain/voices/comparison.ts). */
  async comparedKey(transcript: string): Promise<string | undefined> {
    const found = await this.store.call((pb) =>
      pb.collection('voice_comparisons').getList<{ key: string }>(1, 1, { filter: pb.filter('transcript = {:transcript}', { transcript }), fields: 'key' }),
    );
    return found.items[0]?.key;
  }

  /**
   * Records a comparison's digest for a transcript, in place of the one before. Two comparisons of one transcript at
   * once (two tabs, two servers) may both find none and create: the unique index lets one in, and the other then
   * writes its digest over it, so both describe what was compared and neither fails.
   */
  async recordComparison(transcript: string, key: string): Promise<void> {
    await this.store.call(async (pb) => {
      const comparisons = pb.collection('voice_comparisons');
      const update = async (): Promise<boolean> => {
        const found = await comparisons.getList<{ id: string }>(1, 1, { filter: pb.filter('transcript = {:transcript}', { transcript }), fields: 'id' });
        if (found.items[0]) await comparisons.update(found.items[0].id, { key }, { fields: 'id' });
        return found.items.length > 0;
      };
      if (await update()) return;
      try {
        await comparisons.create({ transcript, key }, { fields: 'id' });
      } catch (error) {
        if (!notUnique(error, 'transcript') || !(await update())) throw error;
      }
    });
  }

  /** A new voice; undefined when one of that name exists (names are unique, case aside): another request just made it. */
  async createVoice(name: string): Promise<VoiceRecord | undefined> {
    try {
      return await this.store.call((pb) => pb.collection('voices').create<VoiceRecord>({ name }, { fields: 'id,name,created' }));
    } catch (error) {
      if (notUnique(error, 'name')) return undefined;
      throw error;
    }
  }

  addEnrolment(enrolment: NewEnrolment): Promise<EnrolmentRecord> {
    return this.store.call((pb) => pb.collection('voice_enrolments').create<EnrolmentRecord>(enrolment, { fields: SUMMARY_FIELDS }));
  }

  async renameVoice(id: string, name: string): Promise<void> {
    try {
      this.checked(await this.store.call((pb) => pb.send<Erased>(`/api/tapescript/voices/${encodeURIComponent(id)}`, { method: 'PATCH', body: { name } })));
    } catch (error) {
      if ((error as { status?: number }).status === 409) throw userError('CONFLICT', `Another voice is already called "${name}".`);
      throw error;
    }
  }

  /** Erases a voice and every enrolment of it (NOT_FOUND when there is no such voice). */
  async deleteVoice(id: string): Promise<void> {
    this.checked(await this.store.call((pb) => pb.send<Erased>(`/api/tapescript/voices/${encodeURIComponent(id)}`, { method: 'DELETE' })));
  }

  async deleteEnrolment(id: string): Promise<void> {
    this.checked(await this.store.call((pb) => pb.send<Erased>(`/api/tapescript/voice-enrolments/${encodeURIComponent(id)}`, { method: 'DELETE' })));
  }

  private checked(answer: Erased): void {
    if (!answer.checkpointed) this.log('Voices: the database WAL could not be truncated yet (readers were busy); the next checkpoint folds the erased pages away');
  }
}
