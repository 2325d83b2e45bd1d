import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ShortcutSettings } from './ShortcutSettings.tsx';
import { PlaybackSettings } from './PlaybackSettings.tsx';
import { PedalSettings } from './PedalSettings.tsx';

/** Route /settings: this browser's keys, skip and rewind amounts, and foot pedal. Kept in this browser only. */
export function SettingsPage() {
  return (
    <Container maxW="3xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Heading as="h2" size="2xl" mb="2">
        Settings
      </Heading>
      <Text color="fg.muted" mb="8">
        For transcribing in this browser: they are kept here, not in your account, so another computer has its own.
      </Text>
      <Stack gap="10">
        <PlaybackSettings />
        <PedalSettings />
        <ShortcutSettings />
      </Stack>
    </Container>
  );
}
