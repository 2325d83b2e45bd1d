import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { ROOT } from './processes.ts';

const MODULE = 'web/src/features/upload/convert-audio.ts';
/** A page of no app at all: the module is the only code it runs; `convertAt` converts one file, posts it back and answers the seconds taken. */
const ORIGIN = 'http://localhost';
const PAGE = `<!doctype html><title>converter</title><script type="module">
import { planConversion, convertToOggOpus } from '/convert-audio.js';
window.convertAt = async (key, bitrate) => {
  const blob = await (await fetch(key)).blob();
  const file = new File([blob], key.split('/').pop(), { type: 'audio/wav' });
  const planned = await planConversion(file, 'too-large', { maxBytes: Number.MAX_SAFE_INTEGER, maxAudioMinutes: null });
  if ('refusal' in planned) throw new Error(planned.refusal);
  const started = performance.now();
  const converted = await convertToOggOpus(file, { ...planned.plan, bitrate }, { signal: new AbortController().signal, onProgress: () => {} });
  const seconds = (performance.now() - started) / 1000;
  await fetch('/result' + key, { method: 'POST', body: converted });
  return seconds;
};
</script>`;

/**
 * The web app's own conversion module in headless Chromium, callable at a chosen bitrate without the upload dialog.
 * The module is built by Vite (the app's bundler) as a library from its source, and loaded into a blank page that
 * Playwright serves at http://localhost, a secure context, as WebCodecs need. So the shipped app carries no hook for
 * tests and no dev server runs; what converts is exactly the code the dialog calls. Converted files come back as the
 * page's POST, which Playwright answers and keeps.
 */
export async function openConverter(browser: Browser, dir: string) {
  const built = path.join(dir, 'converter');
  await build({
    configFile: false,
    logLevel: 'warn',
    root: ROOT,
    build: { outDir: built, emptyOutDir: true, minify: false, lib: { entry: path.join(ROOT, MODULE), formats: ['es'], fileName: 'convert-audio' } },
  });
  const inputs = new Map<string, string>();
  const results = new Map<string, Buffer>();
  const context = await browser.newContext();
  await context.route(`${ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/') return route.fulfill({ body: PAGE, contentType: 'text/html' });
    if (url.pathname.startsWith('/input/')) return route.fulfill({ body: fs.readFileSync(inputs.get(url.pathname)!), contentType: 'application/octet-stream' });
    if (url.pathname.startsWith('/result/')) {
      results.set(url.pathname, route.request().postDataBuffer()!);
      return route.fulfill({ status: 204 });
    }
    return route.fulfill({ body: fs.readFileSync(path.join(built, url.pathname)), contentType: 'text/javascript' });
  });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => 'convertAt' in window);
  return {
    /** `file` as the dialog would upload it at `bitrate` (bit/s), written to `out`; answers the seconds taken. */
    async convert(file: string, bitrate: number, out: string): Promise<number> {
      const key = `/input/${inputs.size}/${path.basename(file)}`;
      inputs.set(key, file);
      const seconds = await page.evaluate(([key, bitrate]) => (window as unknown as { convertAt(key: string, bitrate: number): Promise<number> }).convertAt(key, bitrate), [key, bitrate] as const);
      fs.writeFileSync(out, results.get(`/result${key}`)!);
      return seconds;
    },
    close: () => context.close(),
  };
}
