import { Button, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { SAVE_STATUS_TEXT, type SaveStatus } from '../lib/autosave.ts';

interface TranscriptHeaderProps {
  title: string;
  wordCount: number;
  saveStatus: SaveStatus;
  /** Refine and export need a transcribed text. */
  ready: boolean;
  refining: boolean;
  exporting: boolean;
  onRefine: () => void;
  onExport: () => void;
}

export function TranscriptHeader(props: TranscriptHeaderProps) {
  const { title, wordCount, saveStatus, ready, refining, exporting, onRefine, onExport } = props;
  const saveTone = saveStatus === 'retrying' || saveStatus === 'conflict' ? 'red.600' : 'fg.muted';
  return (
    <Flex gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-start' }} justify="space-between" mb="6">
      <Stack gap="1" minW="0">
        <Heading as="h2" size="2xl" wordBreak="break-word">
          {title}
        </Heading>
        <HStack gap="3" fontSize="sm" color="fg.muted">
          <Text>{wordCount} words</Text>
          <Text role="status" aria-live="polite" color={saveTone} data-testid="save-status">
            {SAVE_STATUS_TEXT[saveStatus]}
          </Text>
        </HStack>
      </Stack>
      <HStack gap="2" flexShrink={0}>
        <Button colorPalette="brand" onClick={onRefine} loading={refining} disabled={!ready || refining} loadingText="Refining">
          Refine
        </Button>
        <Button variant="outline" onClick={onExport} loading={exporting} disabled={!ready || exporting} loadingText="Exporting">
          Export
        </Button>
      </HStack>
    </Flex>
  );
}
