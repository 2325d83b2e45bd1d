import { Button, Wrap } from '@chakra-ui/react';
import { useTranscriptTagsQuery } from '../../graphql/generated.ts';

interface TagFilterProps {
  /** The tags the list is filtered by: a transcript is listed when it has all of them. */
  chosen: readonly string[];
  onChange: (tags: readonly string[]) => void;
}

/** The tags in use as toggles above the list; none shown while no transcript has a tag. */
export function TagFilter({ chosen, onChange }: TagFilterProps) {
  const [{ data }] = useTranscriptTagsQuery();
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  // A chosen tag stays offered (to take it back) after the last transcript with it loses it.
  const offered = [...chosen, ...(data?.transcriptTags ?? []).filter((tag) => !chosen.some((one) => same(one, tag)))];
  if (offered.length === 0) return null;
  return (
    <Wrap gap="1" role="group" aria-label="Filter by tag">
      {offered.map((tag) => {
        const on = chosen.some((one) => same(one, tag));
        return (
          <Button
            key={tag}
            size="2xs"
            rounded="full"
            variant={on ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={on}
            onClick={() => onChange(on ? chosen.filter((one) => !same(one, tag)) : [...chosen, tag])}
          >
            {tag}
          </Button>
        );
      })}
    </Wrap>
  );
}
