import { badInput } from '../domain/errors.ts';
import type { SpeakerLabelStyle, TimestampPlacement } from '../export/index.ts';
import type { ExportOptions } from '../services/exports.ts';

const TIMESTAMPS: readonly TimestampPlacement[] = ['none', 'turn', 'segment'];
const SPEAKER_LABELS: readonly SpeakerLabelStyle[] = ['full', 'initials', 'none'];
const YES = ['1', 'true'];
const NO = ['0', 'false'];

function oneOf<T extends string>(query: URLSearchParams, name: string, values: readonly T[]): T | undefined {
  const given = query.get(name);
  if (given === null) return undefined;
  const value = given.toLowerCase() as T;
  if (!values.includes(value)) throw badInput(`${name} must be one of ${values.join(', ')}, not "${given}".`);
  return value;
}

function flag(query: URLSearchParams, name: string): boolean | undefined {
  const given = query.get(name);
  if (given === null) return undefined;
  if (YES.includes(given.toLowerCase())) return true;
  if (NO.includes(given.toLowerCase())) return false;
  throw badInput(`${name} must be 1 or 0, not "${given}".`);
}

/**
 * The export options of a GET /export/{id}.{ext} address (README, "Export options"): `timestamps`, `speakerLabels`,
 * `pageNumbers`, `comments`, `chapters`, `subtitle`, `pseudonymise`, and `timecodes=1`, the older way to say `timestamps=turn` (given with
 * `timestamps`, they must agree). A value the route does not know is refused (400), never guessed at.
 */
export function exportQuery(query: URLSearchParams): ExportOptions {
  const timecodes = flag(query, 'timecodes');
  let timestamps = oneOf(query, 'timestamps', TIMESTAMPS);
  if (timecodes !== undefined) {
    const implied = timecodes ? 'turn' : 'none';
    if (timestamps !== undefined && timestamps !== implied) throw badInput(`timecodes=${timecodes ? 1 : 0} disagrees with timestamps=${timestamps}; use timestamps only.`);
    timestamps = implied;
  }
  return {
    timestamps,
    speakerLabels: oneOf(query, 'speakerLabels', SPEAKER_LABELS),
    pageNumbers: flag(query, 'pageNumbers') ?? false,
    comments: flag(query, 'comments') ?? false,
    chapters: flag(query, 'chapters') ?? false,
    subtitle: query.get('subtitle'),
    pseudonymise: flag(query, 'pseudonymise') ?? false,
  };
}
