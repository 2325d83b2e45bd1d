/**
 * The formats the product accepts, by declared type, by extension and by content: the spec's audio (section 5),
 * and video containers, whose first audio stream is taken on the server (extract.ts).
 */

export type AudioType = 'audio/mpeg' | 'audio/mp4' | 'audio/wav' | 'audio/ogg';
export type VideoType = 'video/mp4' | 'video/quicktime' | 'video/x-matroska' | 'video/webm';
export type MediaType = AudioType | VideoType;

const DECLARED: Record<string, MediaType> = {
  'audio/mp3': 'audio/mpeg',
  'audio/mpeg': 'audio/mpeg',
  'audio/mp4': 'audio/mp4',
  'audio/m4a': 'audio/mp4',
  'audio/x-m4a': 'audio/mp4',
  'audio/wav': 'audio/wav',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'audio/vnd.wave': 'audio/wav',
  'audio/ogg': 'audio/ogg',
  'video/mp4': 'video/mp4',
  'video/quicktime': 'video/quicktime',
  'video/x-matroska': 'video/x-matroska',
  'video/webm': 'video/webm',
  // What browsers' MediaRecorder writes: Matroska with audio only, taken out as a video's is.
  'audio/webm': 'video/webm',
};

const EXTENSIONS: Record<string, MediaType> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  mov: 'video/quicktime',
  mkv: 'video/x-matroska',
  webm: 'video/webm',
};

/** ISO media major brands that say "audio only" (iTunes audio, audiobooks, Flash audio); any other is a video's. */
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'F4B ']);
/** Matroska's EBML header; its DocType ("webm" or "matroska") follows within the first few dozen bytes. */
const EBML = [0x1a, 0x45, 0xdf, 0xa3];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** What the first bytes say the file is, whatever its name claims. */
export function sniffMedia(bytes: Uint8Array): MediaType | undefined {
  if (bytes.length < 12) return undefined;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(bytes, 0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (AUDIO_BRANDS.has(brand)) return 'audio/mp4';
    return brand === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  }
  if (EBML.every((byte, i) => bytes[i] === byte)) return ascii(bytes, 0, 64).includes('webm') ? 'video/webm' : 'video/x-matroska';
  if (ascii(bytes, 0, 3) === 'ID3') return 'audio/mpeg';
  // An MPEG audio frame header: 11 sync bits, a valid layer and a valid bitrate index.
  if (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0 && (bytes[1] & 0x06) !== 0 && (bytes[2] & 0xf0) !== 0xf0) return 'audio/mpeg';
  return undefined;
}

/** Whether the name or the declared type is one of the accepted types. */
export function declaredMedia(filename: string, mimeType: string): MediaType | undefined {
  const extension = filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return DECLARED[mimeType.toLowerCase().split(';')[0].trim()] ?? (extension ? EXTENSIONS[extension] : undefined);
}

/** A container whose audio is taken out before it is stored (MP4 and QuickTime with video, Matroska, WebM). */
export const isVideoContainer = (type: MediaType): type is VideoType => type.startsWith('video/');

/** What the spec's messages list as accepted. */
export const ACCEPTED_FORMATS = 'audio (mp3, m4a, wav or ogg) or video (mp4, mov, mkv or webm)';
