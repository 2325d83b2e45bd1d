import { describe, expect, it } from 'vitest';
import { exportQuery } from './export-query.ts';

const read = (query: string) => exportQuery(new URLSearchParams(query));

describe('exportQuery', () => {
  it('reads every option, the defaults when left out', () => {
    expect(read('')).toEqual({ timestamps: undefined, speakerLabels: undefined, pageNumbers: false, comments: false, subtitle: null, pseudonymise: false, chapters: false });
    expect(read('timestamps=segment&speakerLabels=initials&pageNumbers=1&comments=true&subtitle=With%20Ada&pseudonymise=1&chapters=1')).toEqual({
      timestamps: 'segment',
      speakerLabels: 'initials',
      pageNumbers: true,
      comments: true,
      subtitle: 'With Ada',
      pseudonymise: true,
      chapters: true,
    });
    expect(read('timestamps=TURN&speakerLabels=None').timestamps).toBe('turn');
  });

  it('takes timecodes=1 as timestamps=turn, and refuses the two disagreeing', () => {
    expect(read('timecodes=1').timestamps).toBe('turn');
    expect(read('timecodes=1&timestamps=turn').timestamps).toBe('turn');
    expect(() => read('timecodes=1&timestamps=segment')).toThrow('timecodes=1 disagrees with timestamps=segment; use timestamps only.');
  });

  it.each([
    ['timestamps=start', 'timestamps must be one of none, turn, segment, not "start".'],
    ['speakerLabels=short', 'speakerLabels must be one of full, initials, none, not "short".'],
    ['pageNumbers=yes', 'pageNumbers must be 1 or 0, not "yes".'],
    ['comments=2', 'comments must be 1 or 0, not "2".'],
    ['pseudonymise=yes', 'pseudonymise must be 1 or 0, not "yes".'],
  ])('refuses %s with a message saying what it takes', (query, message) => {
    expect(() => read(query)).toThrow(expect.objectContaining({ message, extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }));
  });
});
