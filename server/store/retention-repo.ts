import type { RetentionPolicy, RetentionSubject } from '../domain/retention.ts';
import type { Approval } from '../domain/transcript.ts';
import type { StoreClient } from './client.ts';
import { storeTime } from './times.ts';

interface PolicyRecord {
  id: string;
  audio_days: number | null;
  transcript_days: number | null;
}

interface SubjectRecord {
  id: string;
  title: string;
  file_id: string;
  approval?: Approval | null;
  created: string;
  expand?: { data_id?: { created: string } };
}

/** The library's retention policy (migrations/1765400000_retention.js) and the transcripts it applies to. */
export class RetentionRepo {
  constructor(private readonly store: StoreClient) {}

  async policy(): Promise<RetentionPolicy> {
    const record = await this.record();
    return { audioDays: record?.audio_days ?? null, transcriptDays: record?.transcript_days ?? null };
  }

  async setPolicy(policy: RetentionPolicy): Promise<void> {
    const fields = { audio_days: policy.audioDays, transcript_days: policy.transcriptDays };
    const record = await this.record();
    await this.store.call((pb) => (record ? pb.collection('retention_policy').update(record.id, fields) : pb.collection('retention_policy').create(fields)));
  }

  /** Every transcript not on legal hold, with its clock: last approved, else its current version's time, else made. */
  async subjects(): Promise<RetentionSubject[]> {
    const records = await this.store.call((pb) =>
      pb.collection('transcript_meta').getFullList<SubjectRecord>({ filter: 'legal_hold != true', expand: 'data_id', fields: 'id,title,file_id,approval,created,expand.data_id.created' }),
    );
    return records.map((record) => ({
      id: record.id,
      title: record.title,
      hasAudio: record.file_id !== '',
      since: new Date(record.approval?.at ? Date.parse(record.approval.at) : storeTime(record.expand?.data_id?.created || record.created)),
    }));
  }

  private async record(): Promise<PolicyRecord | undefined> {
    const [record] = await this.store.call((pb) => pb.collection('retention_policy').getFullList<PolicyRecord>({ batch: 1 }));
    return record;
  }
}
