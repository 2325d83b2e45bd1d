import { Button, Dialog, Field, Input, Portal, Text } from '@chakra-ui/react';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { accessGate, type AccessGate } from '../lib/access.ts';

/**
 * Shown when the server asks for its access token: the server checks it and keeps it in an HttpOnly
 * cookie for this browser session (so audio and downloads carry it too); the refused requests are sent again.
 */
export function AccessTokenDialog({ gate = accessGate }: { gate?: AccessGate }) {
  const { asking, refused } = useSyncExternalStore(gate.subscribe, gate.state, gate.state);
  const [token, setToken] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) return;
    void gate.give(token.trim());
    setToken('');
  };

  return (
    <Dialog.Root open={asking} role="alertdialog" placement="center" size="sm" closeOnEscape={false} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content asChild>
            <form onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>Access token required</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text mb="4" color="fg.muted">
                  This Tapescript server asks for its access token. Whoever runs it can give it to you; this browser keeps it until it is closed.
                </Text>
                <Field.Root invalid={refused}>
                  <Field.Label>Access token</Field.Label>
                  <Input type="password" autoComplete="current-password" autoFocus value={token} onChange={(event) => setToken(event.target.value)} />
                  <Field.ErrorText>That token was not accepted.</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="submit" colorPalette="brand" disabled={!token.trim()}>
                  Continue
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
