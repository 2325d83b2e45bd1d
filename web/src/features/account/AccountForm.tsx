import { Alert, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

/** The frame of the sign-in and first-run pages: a title, a few words, the fields, one button and the refusal. */
export function AccountForm({ title, intro, submit, busy, error, onSubmit, children }: {
  title: string;
  intro: ReactNode;
  submit: string;
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
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
      </Box>
    </Container>
  );
}
