/** The audio formats the product accepts (spec section 5), by declared type, by extension and by content. */

export type AudioType = 'audio/mpeg' | 'audio/mp4' | 'audio/wav' | 'audio/ogg';

const DECLARED: Record<string, AudioType> = {
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
};

const EXTENSIONS: Record<string, AudioType> = {
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
};

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** What the first bytes say the file is, whatever its name claims. */
export function sniffAudio(bytes: Uint8Array): AudioType | undefined {
  if (bytes.length < 12) return undefined;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WAVE') return 'audio/wav';
  if (ascii(bytes, 0, 4) === 'OggS') return 'audio/ogg';
  if (ascii(bytes, 4, 8) === 'ftyp') return 'audio/mp4';
  if (ascii(bytes, 0, 3) === 'ID3') return 'audio/mpeg';
  // An MPEG audio frame header: 11 sync bits, a valid layer and a valid bitrate index.
  if (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0 && (bytes[1] & 0x06) !== 0 && (bytes[2] & 0xf0) !== 0xf0) return 'audio/mpeg';
  return undefined;
}

/** Whether the name or the declared type is one of the accepted audio types. */
export function declaredAudio(filename: string, mimeType: string): AudioType | undefined {
  const extension = filename.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return DECLARED[mimeType.toLowerCase().split(';')[0].trim()] ?? (extension ? EXTENSIONS[extension] : undefined);
}
