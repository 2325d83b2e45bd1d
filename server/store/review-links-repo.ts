import type { Author } from '../domain/author.ts';
import type { LinkPermission } from '../auth/roles.ts';
import type { StoreClient } from './client.ts';
import type { Transcript } from '../domain/transcript.ts';
import { transcriptOf, type MetaRecord } from './transcript-records.ts';

/** A review link (migrations/1764700000_review_links_comments.js): only its token's SHA-256 is stored. */
export interface ReviewLinkRecord {
  id: string;
  transcript: string;
  permission: LinkPermission;
  reviewer_name: string;
  hash: string;
  expires: string;
  /** "" while it works. */
  revoked: string;
  created_by: Author | null;
  created: string;
}

/** The review_links collection: the only module that knows its name and fields. */
export class ReviewLinksRepo {
  constructor(private readonly store: StoreClient) {}

  create(link: Pick<ReviewLinkRecord, 'transcript' | 'permission' | 'reviewer_name' | 'hash' | 'expires' | 'created_by'>): Promise<ReviewLinkRecord> {
    return this.store.call((pb) => pb.collection('review_links').create<ReviewLinkRecord>(link));
  }

  /** The link with this hash and its transcript, or null. */
  async byHash(hash: string): Promise<{ link: ReviewLinkRecord; transcript: Transcript } | null> {
    const found = await this.store.call((pb) =>
      pb.collection('review_links').getList<ReviewLinkRecord & { expand?: { transcript?: MetaRecord } }>(1, 1, {
        filter: pb.filter('hash = {:hash}', { hash }),
        expand: 'transcript',
        skipTotal: true,
      }),
    );
    const record = found.items[0];
    if (!record?.expand?.transcript) return null;
    const { expand, ...link } = record;
    return { link, transcript: transcriptOf(expand.transcript!) };
  }

  get(id: string): Promise<ReviewLinkRecord> {
    return this.store.call((pb) => pb.collection('review_links').getOne<ReviewLinkRecord>(id));
  }

  /** A transcript's links, newest first (revoked and expired ones included: the list says so). */
  ofTranscript(transcriptId: string): Promise<ReviewLinkRecord[]> {
    return this.store.call((pb) =>
      pb.collection('review_links').getFullList<ReviewLinkRecord>({ filter: pb.filter('transcript = {:id}', { id: transcriptId }), sort: '-created,id' }),
    );
  }

  revoke(id: string): Promise<ReviewLinkRecord> {
    return this.store.call((pb) => pb.collection('review_links').update<ReviewLinkRecord>(id, { revoked: new Date().toISOString() }));
  }
}
