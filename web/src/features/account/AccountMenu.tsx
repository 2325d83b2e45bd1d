import { Button, Menu } from '@chakra-ui/react';
import { DeferredPortal } from '../../components/DeferredPortal.tsx';
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
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Account: ${name}`} maxW={{ base: '6rem', md: '14rem' }}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
        </Button>
      </Menu.Trigger>
      <DeferredPortal>
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
      </DeferredPortal>
    </Menu.Root>
  );
}
