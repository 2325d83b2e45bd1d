import type { PseudonymKind, PseudonymSuggestionReason } from '../../graphql/generated.ts';

/** The kinds as offered, in the order a person reaches for them, each with the replacements it takes by itself. */
export const KIND_CHOICES: ReadonlyArray<{ value: PseudonymKind; label: string; example: string }> = [
  { value: 'PERSON', label: 'Person', example: '[Person A]' },
  { value: 'ORG', label: 'Organisation', example: '[Organisation 1]' },
  { value: 'PLACE', label: 'Place or address', example: '[Place 1]' },
  { value: 'CONTACT', label: 'E-mail or phone', example: '[Contact 1]' },
  { value: 'OTHER', label: 'Other', example: '[Redacted 1]' },
];

export const KIND_NAMES = Object.fromEntries(KIND_CHOICES.map((kind) => [kind.value, kind.label])) as Record<PseudonymKind, string>;

const REASONS: Record<PseudonymSuggestionReason, string> = {
  SPEAKER: 'A speaker’s name',
  NAME: 'A name',
  EMAIL: 'An e-mail address',
  PHONE: 'A phone number',
  ADDRESS: 'A street address',
  VOCABULARY: 'From the upload’s vocabulary',
};

const times = (count: number) => (count === 1 ? 'once' : count === 2 ? 'twice' : `${count} times`);

/** Why a term is suggested, and how often it is in the text: "A speaker’s name, said twice". */
export function whySuggested({ reason, count }: { reason: PseudonymSuggestionReason; count: number }): string {
  if (count === 0) return reason === 'SPEAKER' ? `${REASONS.SPEAKER}, never said` : REASONS[reason];
  return `${REASONS[reason]}, ${reason === 'EMAIL' || reason === 'PHONE' || reason === 'ADDRESS' ? 'found' : 'said'} ${times(count)}`;
}
