import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { SidePanel } from '../../../components/SidePanel.tsx';
import type { HighlightFieldsFragment } from '../../../graphql/generated.ts';
import { wordOffsets } from '../../../components/comments/comment-spans.ts';
import { usePlayback } from '../playback/playback-context.ts';
import { selectInSegment, useSegmentNavigation } from '../segments/segment-navigation.ts';
import { HIGHLIGHT_COLOR } from '../segments/segment-styles.ts';
import { HighlightSummary } from './HighlightCard.tsx';
import { useHighlightsDesk } from './highlights-desk.ts';

interface HighlightsDrawerProps {
  highlights: readonly HighlightFieldsFragment[];
  segments: ReadonlyArray<{ id: string; start: number; text: string }>;
  onClose: () => void;
}

/**
 * The transcript's highlights in the order of the text: words, speaker, time (a click plays from there), tags, and
 * "Show in text", which scrolls to its words and opens it there. Outdated ones are marked so, with their quote.
 */
export function HighlightsDrawer({ highlights, segments, onClose }: HighlightsDrawerProps) {
  const playback = usePlayback();
  const navigation = useSegmentNavigation();
  const desk = useHighlightsDesk();
  const showInText = async (highlight: HighlightFieldsFragment) => {
    const segment = segments.find((candidate) => candidate.id === highlight.fromSegmentId);
    if (!segment) return;
    onClose();
    const at = wordOffsets(segment.text)[highlight.fromWord ?? 0]?.from ?? 0;
    await selectInSegment(navigation, segment.start, at);
    playback.seek(highlight.start);
    if (!highlight.outdated) desk?.show({ highlightId: highlight.id, segmentId: segment.id });
  };
  return (
    <SidePanel onClose={onClose} title="Highlights" closeLabel="Close highlights">
      {highlights.length === 0 ? (
        <Text color="fg.muted">No highlights yet. Select words in the text, then “Highlight” in the segment’s toolbar.</Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" aria-label="Highlights">
          {highlights.map((highlight) => (
            <Box as="li" key={highlight.id} borderWidth="1px" borderInlineStartWidth="4px" borderInlineStartColor={HIGHLIGHT_COLOR.edge} rounded="md" p="3">
              <HighlightSummary highlight={highlight} onSeek={(time) => playback.seek(time)} />
              {highlight.note && (
                <Text fontSize="sm" mt="1.5" lineClamp={3}>
                  {highlight.note}
                </Text>
              )}
              {highlight.fromSegmentId && (
                <Button size="xs" variant="ghost" mt="1" onClick={() => void showInText(highlight)}>
                  Show in text
                </Button>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </SidePanel>
  );
}
