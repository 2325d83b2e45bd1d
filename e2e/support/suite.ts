import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startProduct, type Product, type ProductOptions } from './product.ts';

export interface ProductAndBrowser {
  product: Product;
  browser: Browser;
}

/**
 * The real product and a headless Chromium for the tests of the describe block this is called in: started before
 * them, stopped after them. Its fields are set once started, so read them in hooks and tests. `options` may be a
 * function, for options known only in an earlier hook (a mail server's port). Called at a file's top level, one
 * product serves every block of the file (each size of a `describe.each`): starting one and its first, cold
 * transcription cost more than most files' tests, so a block needs its own only when it must start from nothing.
 */
export function startedForTests(options: ProductOptions | (() => ProductOptions) = {}): ProductAndBrowser {
  const started = {} as ProductAndBrowser;
  beforeAll(async () => {
    [started.product, started.browser] = await Promise.all([startProduct(typeof options === 'function' ? options() : options), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    // Unset when starting failed; the other may still need stopping.
    await (started.browser as Browser | undefined)?.close();
    await (started.product as Product | undefined)?.stop();
  });
  return started;
}
