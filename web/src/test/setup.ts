import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
