import { describe, expect, it } from 'vitest';
import { refineSegments, refineText } from './rules.ts';

describe('refineText', () => {
  it.each([
    // sentence casing
    ['he was not an ill disposed young man', 'He was not an ill disposed young man.'],
    ['it started. then it grew! did it? yes', 'It started. Then it grew! Did it? Yes.'],
    ['"quite so," she said. "and then?"', '"Quite so," she said. "And then?"'],
    ['we met, e.g. on tuesday', 'We met, e.g. on tuesday.'],
    // "i" -> "I"
    ['i think i\'m right and i\'ve said so', 'I think I\'m right and I\'ve said so.'],
    ['the letter i.e. the first one', 'The letter i.e. the first one.'],
    ['the wiki page', 'The wiki page.'],
    // spacing around punctuation
    ['so , what now ?', 'So, what now?'],
    ['first,second;third', 'First, second; third.'],
    ['it ended.Next day', 'It ended. Next day.'],
    ['it ended.Then.', 'It ended. Then.'],
    ['for more information, visit www.Asterisk.org.', 'For more information, visit www.Asterisk.org.'],
    ['we build it with Node.js and React', 'We build it with Node.js and React.'],
    ['at 10:30 it cost 3.5 dollars in the U.S.A', 'At 10:30 it cost 3.5 dollars in the U.S.A.'],
    ['  lots   of   space  ', 'Lots of space.'],
    // terminal punctuation
    ['and then,', 'And then.'],
    ['really?', 'Really?'],
    ['she said "yes"', 'She said "yes."'], // the full stop goes inside the quotes, American style
    // fillers
    ['um so we started uh last year', 'So we started last year.'],
    ['So, um, I think so', 'So, I think so.'],
    ['Erm, yes.', 'Yes.'],
    ['it was fine, um.', 'It was fine.'],
    ['Umbrella and numbers stay', 'Umbrella and numbers stay.'],
    // repeats
    ['the the cat sat', 'The cat sat.'],
    ['I I I think so', 'I think so.'],
    ['we we, we said', 'We, we said.'],
    ['he had had enough and knew that that was it', 'He had had enough and knew that that was it.'],
    ['the, the point', 'The, the point.'],
    // nothing to do
    ['', ''],
    ['All good here.', 'All good here.'],
  ])('%j -> %j', (input, expected) => {
    expect(refineText(input)).toBe(expected);
  });

  it('is stable: refining twice changes nothing more', () => {
    const once = refineText('um i i said , the the thing  was  fine');
    expect(refineText(once)).toBe(once);
  });
});

describe('refineSegments: one running text', () => {
  it.each([
    // A real phone call's turns, cut where the speaker changed mid-sentence (issue 34).
    [['Okay, then', 'what happened next?'], ['Okay, then', 'what happened next?']],
    [["Oh, I'm originally", 'from Chicago also'], ["Oh, I'm originally", 'from Chicago also.']],
    [['So I', "don't hear that"], ['So I', "don't hear that."]],
    // A comma the recognizer heard before the sentence goes on stays (jfk.mp3's segments).
    [['And so my fellow Americans,', 'ask not what your country can do for you'], ['And so my fellow Americans,', 'ask not what your country can do for you.']],
    // A capital after a text without an end starts a new sentence; "I" says nothing either way.
    [['thanks', 'You are welcome'], ['Thanks.', 'You are welcome.']],
    [['and then i said', "I'm not sure"], ['And then I said', "I'm not sure."]],
    // A sentence over three segments, and empty ones between.
    [['We started', '', 'in the spring of', 'that year'], ['We started', '', 'in the spring of', 'that year.']],
    // Ends that are there stay, and the next sentence gets its capital.
    [['It ended.', 'then it began'], ['It ended.', 'Then it began.']],
    // Text with no capitals or punctuation at all (as Vosk and PocketSphinx wrote, in transcripts of earlier releases): nothing tells a sentence goes on.
    [['so how did it start', 'it started the year i left'], ['So how did it start.', 'It started the year I left.']],
  ])('%j -> %j', (input, expected) => {
    expect(refineSegments(input)).toEqual(expected);
  });
});
