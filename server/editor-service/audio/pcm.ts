/** Every engine below the decoder works on 16 kHz mono signed 16-bit samples. */
export const SAMPLE_RATE = 16_000;

/** A zero-copy view of s16le bytes as samples (copies only when the buffer is oddly aligned). */
export function samplesOf(pcm: Buffer): Int16Array {
  if (pcm.byteOffset % 2 === 0) return new Int16Array(pcm.buffer, pcm.byteOffset, pcm.byteLength >> 1);
  return new Int16Array(Uint8Array.from(pcm.subarray(0, pcm.byteLength & ~1)).buffer);
}

/** The bytes of a sample range, for handing a chunk to a recognizer without copying. */
export function bytesOf(samples: Int16Array, from: number, to: number): Buffer {
  return Buffer.from(samples.buffer, samples.byteOffset + from * 2, (to - from) * 2);
}
