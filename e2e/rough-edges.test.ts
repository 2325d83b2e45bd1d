import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, seedTranscript } from './support/api.ts';
import { makeInterviewWav } from './support/audio.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { PHONE, dropFile, openPage, screenshot, type WatchedPage } from './support/browser.ts';
import { startedForTests } from './support/suite.ts';

const LINES = [
  { speaker: 'ETRM', text: 'Welcome to the interview series.' },
  { speaker: 'Ada', text: 'Thank you for having me.' },
];

/** One product and browser for every size (a product and its first transcription are most of a file's time). */
const running = startedForTests();

/**
 * The rough edges a new user hit (issue 34), each at a desktop's and a phone's size: the upload dialog's title counter
 * and limit before anything is sent, its model choice, the focus after an upload; Export naming its file, the other
 * formats apart from Delete; a deleted transcript's link.
 */
describe.each([
  ['desktop', { width: 1366, height: 768 }],
  ['phone', PHONE],
] as const)('rough edges on a %s', (size, viewport) => {
  let tab: WatchedPage;
  let wav = '';
  let id = '';

  beforeAll(async () => {
    wav = makeInterviewWav(`rough_edges_${size}.wav`);
    ({ id } = await seedTranscript(running.product.baseUrl, `Rough edges on a ${size}`, wav, LINES));
    tab = await openPage(running.browser, running.product.baseUrl, viewport);
  }, 180_000);

  const transcriptCount = async () =>
    (await graphql<{ transcripts: { totalItems: number } }>(running.product.baseUrl, '{ transcripts(page: 1, perPage: 1) { totalItems } }')).transcripts.totalItems;

  it('counts the title against its limit and refuses a longer one before sending the file; offers the installed models', async () => {
    const { page } = tab;
    await page.goto('/');
    await page.getByText('Drop audio files here or click to select').waitFor();
    const before = await transcriptCount();
    await dropFile(page, '[data-testid=dropzone]', { name: 'rough_edges.wav', mimeType: 'audio/wav', bytes: fs.readFileSync(wav) });
    const dialog = page.getByRole('dialog', { name: 'Upload Audio File' });
    const title = dialog.getByPlaceholder('Enter a title for this transcript');
    await title.fill('x'.repeat(201));
    expect(await dialog.getByTestId('title-count').textContent()).toBe('201/200');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByText(/200 characters/).waitFor();
    expect(await transcriptCount()).toBe(before);
    // The installed models, one line each, beside the default.
    const models = await dialog.getByRole('combobox', { name: 'Model' }).locator('option').allTextContents();
    expect(models[0]).toMatch(/^Default \(/);
    expect(models.length).toBeGreaterThan(1);
    for (const model of models.slice(1)) expect(model, 'speed and accuracy in one line').toMatch(/ — /);
    await title.fill(`A title of the right length, ${size}`);
    expect(await dialog.getByTestId('title-count').textContent()).toBe(`${`A title of the right length, ${size}`.length}/200`);
    // The pointer is still over Upload: a solid button under it keeps its contrast.
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `upload-title-count-${size}`);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL(/\/transcript\/\w+$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('transcript-title');
    expect(await transcriptCount()).toBe(before + 1);
  });

  it('Export downloads the Word document and names it; the other formats are in their own menu, apart from Delete', async () => {
    const { page } = tab;
    await page.goto(`/transcript/${id}`);
    await page.getByRole('textbox', { name: /^\d+:\d\d / }).first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe(`Rough edges on a ${size}.docx`);
    await page.getByText('Downloaded').waitFor();
    await page.getByText(`Rough edges on a ${size}.docx`, { exact: true }).waitFor();
    // The success toast's white text on green keeps its contrast.
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Other formats' }).click();
    const formats = await page.getByRole('menuitem').allTextContents();
    expect(formats).toEqual(expect.arrayContaining(['Export options…']));
    expect(formats.join(' ')).toMatch(/\.srt/);
    expect(formats.join(' ')).toMatch(/\.vtt/);
    expect(formats.join(' ')).toMatch(/\.txt/);
    expect(formats.some((format) => /Delete/.test(format))).toBe(false);
    await screenshot(page, `export-formats-${size}`);
    await page.keyboard.press('Escape');
  });

  it("a deleted transcript's link says so and offers Restore, which brings the text back", async () => {
    const { page } = tab;
    await graphql(running.product.baseUrl, 'mutation ($id: ID!) { deleteTranscript(id: $id) { id } }', { id });
    await page.goto(`/transcript/${id}`);
    await page.getByText('This transcript was deleted').waitFor();
    expect(await page.getByRole('textbox', { name: /^\d+:\d\d / }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `deleted-transcript-${size}`);
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.getByRole('textbox', { name: /^\d+:\d\d ETRM/ }).first().waitFor();
    expect(await page.getByRole('textbox', { name: /^\d+:\d\d ETRM/ }).first().inputValue()).toBe(LINES[0].text);
  });

  it('logged no console errors', () => expect(tab.problems).toEqual([]));
});
