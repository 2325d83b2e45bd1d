import { describe, expect, it } from 'vitest';
import { channelSpeakers, speakerFromFileName, trackCountProblem, trackNameProblem } from './tracks-rules.ts';

describe('track rules', () => {
  it('prefills a speaker from the file name as titles are prefilled', () => {
    expect(speakerFromFileName('Ann_Okafor.m4a')).toBe('Ann Okafor');
    expect(speakerFromFileName('ben.wav')).toBe('ben');
    expect(speakerFromFileName(`${'x'.repeat(150)}.wav`)).toHaveLength(100);
  });

  it('names channels in order until the user names them', () => {
    expect(channelSpeakers(2)).toEqual(['Speaker 1', 'Speaker 2']);
  });

  it('wants every track named, briefly, and no two alike', () => {
    expect(trackNameProblem(['Ann', ' '], 1)).toBe('Name who speaks on this track');
    expect(trackNameProblem(['Ann', 'x'.repeat(101)], 1)).toBe('At most 100 characters');
    expect(trackNameProblem(['Ann', ' ann '], 1)).toBe('Another track has this name');
    expect(trackNameProblem(['Ann', ' ann '], 0)).toBeNull();
    expect(trackNameProblem(['Ann', 'Ben'], 1)).toBeNull();
  });

  it('takes up to 8 tracks', () => {
    expect(trackCountProblem(8)).toBeNull();
    expect(trackCountProblem(9)).toBe('At most 8 tracks can be one recording; 9 files were chosen.');
  });
});
