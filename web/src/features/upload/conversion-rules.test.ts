import { describe, expect, it } from 'vitest';
import { tooLongMessage } from '../../../../shared/audio-length.ts';
import { conversionBitrate, conversionOffer, conversionReason, convertedName, secondsLeft, timeLeftText } from './conversion-rules.ts';

const MB = 1024 * 1024;
const LIMIT = 30 * MB;

describe('which files have their audio taken in the browser', () => {
  it('takes videos by type or extension, at any size', () => {
    expect(conversionReason({ name: 'call.mp4', type: 'video/mp4', size: 1000 }, LIMIT)).toBe('video');
    expect(conversionReason({ name: 'Zoom Meeting.MOV', type: '', size: 900 * MB }, LIMIT)).toBe('video');
    expect(conversionReason({ name: 'talk.mkv', type: 'video/x-matroska', size: 10 }, LIMIT)).toBe('video');
    expect(conversionReason({ name: 'riverside.webm', type: 'video/webm', size: 10 }, LIMIT)).toBe('video');
  });

  it('takes audio over the limit, and leaves audio within it as it is', () => {
    expect(conversionReason({ name: 'hour.mp3', type: 'audio/mpeg', size: 58 * MB }, LIMIT)).toBe('too-large');
    expect(conversionReason({ name: 'hour.mp3', type: 'audio/mpeg', size: LIMIT }, LIMIT)).toBeNull();
    expect(conversionReason({ name: 'voice.m4a', type: 'audio/mp4', size: 5 * MB }, LIMIT)).toBeNull();
  });
});

describe('the bitrate', () => {
  it('is 32 kbit/s while that fits, and lower for longer recordings', () => {
    expect(conversionBitrate(LIMIT, 60 * 60)).toBe(32_000);
    // 240 minutes (the server's default maximum) in 30 MB: about 17 kbit/s.
    expect(conversionBitrate(LIMIT, 240 * 60)).toBe(16_951);
    // A 3-hour file: about 23 kbit/s.
    expect(conversionBitrate(LIMIT, 180 * 60)).toBe(22_602);
  });

  it('leaves every allowed length within the limit', () => {
    for (const minutes of [1, 30, 131, 132, 180, 239, 240]) {
      const seconds = minutes * 60 + 59;
      expect((conversionBitrate(LIMIT, seconds) * seconds) / 8).toBeLessThanOrEqual(0.97 * LIMIT);
    }
  });
});

describe('time left', () => {
  it('says nothing until there is enough to tell, then extrapolates the pace so far', () => {
    expect(secondsLeft(0.5, 0.2)).toBeNull();
    expect(secondsLeft(5, 0.01)).toBeNull();
    expect(secondsLeft(10, 0.25)).toBe(30);
    expect(secondsLeft(90, 0.5)).toBe(90);
  });

  it('reads as a rough length', () => {
    expect(timeLeftText(null)).toBe('estimating the time left');
    expect(timeLeftText(30)).toBe('about 30 s left');
    expect(timeLeftText(90)).toBe('about 1 min 30 s left');
    expect(timeLeftText(0.2)).toBe('about 1 s left');
  });
});

describe('what the dialog says', () => {
  it('names why, the length, the bitrate and the size, and that the original stays', () => {
    expect(conversionOffer({ name: 'call.mp4', size: 400 * MB }, { reason: 'video', seconds: 3600, bitrate: 32_000 }, LIMIT)).toBe(
      'call.mp4 is a video: its audio (1 h) is taken here in your browser and uploaded as Ogg Opus at 32 kbit/s, about 14 MB. The original never leaves this computer.',
    );
    expect(conversionOffer({ name: 'day.wav', size: 115 * MB }, { reason: 'too-large', seconds: 150, bitrate: 32_000 }, LIMIT)).toBe(
      'day.wav is 115 MB, over the 30 MB limit: its audio (2 min 30 s) is taken here in your browser and uploaded as Ogg Opus at 32 kbit/s, about 0.6 MB. The original never leaves this computer.',
    );
  });

  it('names the uploaded file after the original', () => {
    expect(convertedName('Zoom Meeting.mp4')).toBe('Zoom Meeting.ogg');
    expect(convertedName('take.2.mov')).toBe('take.2.ogg');
    expect(convertedName('noextension')).toBe('noextension.ogg');
  });

  it('refuses a recording too long with the server’s own words', () => {
    expect(tooLongMessage(241 * 60, 240)).toBe('The audio is 4 h 1 min long; the limit is 240 minutes.');
  });
});
