import { Alert, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

/**
 * The frame of the sign-in and first-run pages: a title, a few words, the fields, one button and the refusal.
 * Without `submit` it is only the title and the words (a link that no longer works).
 */
export function AccountForm({ title, intro, submit, busy = false, error = null, onSubmit, children }: {
  title: string;
  intro: ReactNode;
  submit?: string;
  busy?: boolean;
  error?: string | null;
  onSubmit?: () => void;
  children?: ReactNode;
}) {
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit?.();
  };
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }} px="4">
      <Box as="form" onSubmit={send} borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '8' }} bg="bg.panel">
        <Heading as="h1" size="xl" mb="2">
          {title}
        </Heading>
        <Text color="fg.muted" mb="6">
          {intro}
        </Text>
        {submit && (
          <Stack gap="4">
            {children}
            {error && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Description>{error}</Alert.Description>
              </Alert.Root>
            )}
            <Button type="submit" colorPalette="brand" loading={busy}>
              {submit}
            </Button>
          </Stack>
        )}
      </Box>
    </Container>
  );
}
