import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from 'vitest';
import { buildShowNotesDocx, draftMarkdown } from './show-notes.ts';

test('a draft: title, summary with speakers and times, YouTube chapter lines, key quotes and speakers', () => {
  const markdown = draftMarkdown({
    title: 'Episode  one',
    summary: [
      { text: 'We met in May.', speaker: 'Ada', starts: [4] },
      { text: 'The model says so.', starts: [65, 3725] },
    ],
    chapters: [{ start: 30, title: 'Spring' }],
    quotes: [{ quote: 'It rained\nall week', speaker: 'Bo', start: 90 }],
    speakers: ['Ada', 'Bo'],
  });
  expect(markdown).toBe(
    [
      '# Episode one',
      '',
      '## Summary',
      '',
      '- We met in May. (Ada, [00:04])',
      '- The model says so. ([01:05] [1:02:05])',
      '',
      '## Chapters',
      '',
      '00:00 Intro  ',
      '00:30 Spring',
      '',
      '## Key quotes',
      '',
      '> “It rained all week”  ',
      '> Bo, [01:30]',
      '',
      '## Speakers',
      '',
      '- Ada',
      '- Bo',
      '',
    ].join('\n'),
  );
});

test('a part with nothing in it is left out', () => {
  expect(draftMarkdown({ title: 'T', summary: [], chapters: [], quotes: [], speakers: ['Ada'] })).toBe('# T\n\n## Speakers\n\n- Ada\n');
});

test('the Word file: headings, bullets, bold and italic runs, indented italic quotes', async () => {
  const xml = strFromU8(unzipSync(await buildShowNotesDocx('# Title\n\n## Part\n\n- one **strong** point\n- *soft* two\n\n> quoted  \n> Bo\n\nPlain line'))['word/document.xml']);
  expect(xml).toMatch(/<w:pStyle w:val="Heading1"\/>.*?<w:t xml:space="preserve">Title<\/w:t>/);
  expect(xml).toMatch(/<w:pStyle w:val="Heading2"\/>.*?Part<\/w:t>/);
  expect(xml.match(/<w:numPr>/g)).toHaveLength(2);
  expect(xml).toMatch(/<w:b\/>(?:(?!<\/w:r>).)*>strong<\/w:t>/);
  expect(xml).toMatch(/<w:i\/>(?:(?!<\/w:r>).)*>soft<\/w:t>/);
  expect(xml).toMatch(/<w:ind w:left="720"\/>.*?<w:i\/>.*?>quoted<\/w:t>/);
  expect(xml).toContain('>Plain line</w:t>');
});
