/**
 * The literal find pattern of find-and-replace, shared by the server's replaceText and the web app's find
 * bar so the count shown is the count replaced. Letters, digits and _ make up a word. No imports: the web
 * app bundles this file.
 */
export interface FindOptions {
  matchCase?: boolean;
  wholeWord?: boolean;
}

export function findPattern(find: string, { matchCase = false, wholeWord = false }: FindOptions): RegExp {
  const escaped = find.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(wholeWord ? `(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])` : escaped, matchCase ? 'gu' : 'giu');
}
