import { Box, Button, Circle, Menu, Portal, VisuallyHidden } from '@chakra-ui/react';
import { notify } from '../../components/Toaster.tsx';
import { useSignOutEverywhereMutation } from '../../graphql/generated.ts';
import { signOut } from '../../lib/access.ts';
import { errorMessage } from '../../lib/errors.ts';

/** The signed-in person's menu in the header: sign out here, or everywhere (every browser's session ends). */
export function AccountMenu({ name }: { name: string }) {
  const [, signOutAll] = useSignOutEverywhereMutation();
  const leave = async (everywhere: boolean) => {
    try {
      if (everywhere) {
        const result = await signOutAll({});
        if (result.error) return notify('error', 'Could not sign out everywhere', errorMessage(result.error));
      }
      // Clears this browser's cookie (its session is gone already after signing out everywhere).
      await signOut();
      window.location.assign('/signin');
    } catch (error) {
      notify('error', 'Could not sign out', (error as Error).message);
    }
  };
  // lazyMount: the items render when it first opens, not with the page, so hydration skips them.
  return (
    <Menu.Root lazyMount positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px={{ base: '1.5', md: '3' }} maxW="14rem">
          {/* On a phone the initials show, beside Voices and People in the header; the name is still the button's. */}
          <Circle size="7" bg="brand.700" color="white" fontSize="xs" hideFrom="md" aria-hidden="true">
            {initials(name)}
          </Circle>
          <VisuallyHidden>Account: </VisuallyHidden>
          <Box as="span" overflow="hidden" textOverflow="ellipsis" srOnly={{ base: true, md: false }}>
            {name}
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            <Menu.Item value="sign-out" onSelect={() => void leave(false)}>
              Sign out
            </Menu.Item>
            <Menu.Item value="sign-out-everywhere" onSelect={() => void leave(true)}>
              Sign out everywhere
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** "Olive Owner" → "OO", "vic@example.org" → "V". */
const initials = (name: string): string =>
  name
    .split(/[\s@]+/)
    .slice(0, name.includes('@') ? 1 : 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
