import { Alert, Button, HStack } from '@chakra-ui/react';

interface ConflictAlertProps {
  onLoadLatest: () => void;
  onOverwrite: () => void;
}

/** A save was refused because the transcript changed elsewhere; the user decides, nothing is lost silently. */
export function ConflictAlert({ onLoadLatest, onOverwrite }: ConflictAlertProps) {
  return (
    <Alert.Root status="warning" mb="6">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title fontWeight="semibold">This transcript was changed elsewhere</Alert.Title>
        <Alert.Description>
          Your latest edits are not saved. Load the other version (your edits are dropped) or save yours over it.
        </Alert.Description>
        <HStack mt="3" gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={onLoadLatest}>
            Load latest version
          </Button>
          <Button size="sm" colorPalette="orange" onClick={onOverwrite}>
            Save my edits anyway
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
