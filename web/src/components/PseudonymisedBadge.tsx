import { Badge } from '@chakra-ui/react';

interface PseudonymisedBadgeProps {
  /** Viewers and review links read its pseudonyms. */
  pseudonymised: boolean;
  /** This page shows the pseudonyms, not the names. */
  showsPseudonyms: boolean;
}

/** Marks a pseudonymised transcript: for a reader of its pseudonyms, that the names are hidden; for an editor, from whom. */
export function PseudonymisedBadge({ pseudonymised, showsPseudonyms }: PseudonymisedBadgeProps) {
  if (!pseudonymised && !showsPseudonyms) return null;
  return (
    <Badge
      colorPalette="yellow"
      size="sm"
      title={showsPseudonyms ? 'Names in it are replaced by pseudonyms, such as “[Person A]”' : 'Viewers and review links read pseudonyms instead of the names; you read the names'}
    >
      Pseudonymised
    </Badge>
  );
}
