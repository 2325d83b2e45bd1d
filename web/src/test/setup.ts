import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A page's first render in a worker also loads its module graph (Chakra, urql): on two busy cores that alone can
// pass testing-library's default 1 s wait for findBy*, so the waits allow 5 s (a passing test still ends at once).
configure({ asyncUtilTimeout: 5_000 });

// Browser APIs the UI kit and the player use that jsdom leaves out.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.scrollTo ??= function scrollTo() {};
// jsdom's own scrollTo only logs "Not implemented"; the segment list scrolls the window.
window.scrollTo = function scrollTo() {};
window.HTMLMediaElement.prototype.pause = function pause() {};
window.HTMLMediaElement.prototype.load = function load() {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
