/**
 * What the search box sends while the user types: the text with the last word as a prefix ("interv" finds
 * "interview"), unless the user ended it (a space, a closing quote, punctuation) or made it a prefix already.
 */
export function searchAsYouType(typed: string): string {
  const query = typed.trim();
  if (query !== typed.trimStart() || !/[\p{L}\p{N}]$/u.test(query)) return query;
  return `${query}*`;
}
