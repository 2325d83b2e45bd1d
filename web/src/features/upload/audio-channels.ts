/**
 * How many channels the file's first audio track has, read from its headers (Mediabunny, loaded on first use), or
 * null when this browser cannot tell. Two or more lets the upload dialog offer "use the channels as tracks".
 */
export async function audioChannels(file: File): Promise<number | null> {
  const { Input, BlobSource, ALL_FORMATS } = await import('mediabunny');
  const input = new Input({ source: new BlobSource(file), formats: ALL_FORMATS });
  try {
    const track = await input.getPrimaryAudioTrack();
    return track?.numberOfChannels ?? null;
  } catch {
    // Not a file the browser can read: the server says what is wrong with it when it is uploaded.
    return null;
  } finally {
    input.dispose();
  }
}
