import type { SSRData } from 'urql';

/** The element holding what the server rendered the first screen from (JSON, not script: the CSP runs only our files). */
const ELEMENT_ID = 'first-screen-data';

export interface FirstScreenData {
  /** The transcript whose first screen was rendered. */
  id: string;
  /** The GraphQL answers it was rendered from (urql's ssrExchange), replayed before hydrating. */
  results: SSRData;
}

/** `<`, `>` and `&` as JSON escapes, so no text in the data (a segment's "</script>") can end the element early. */
const escapeForHtml = (json: string) => json.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** For the end of <body>: the page's data, and its styles until hydrated (`layout` is ours, never user text). */
export const firstScreenElements = (data: FirstScreenData, layout: { id: string; css: string }): string =>
  `<style id="${layout.id}">${layout.css}</style><script type="application/json" id="${ELEMENT_ID}">${escapeForHtml(JSON.stringify(data))}</script>`;

/** The data of a server-rendered page, or null when the page is the plain app. */
export function readFirstScreen(): FirstScreenData | null {
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as FirstScreenData) : null;
}
