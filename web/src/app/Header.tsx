import { Box, Button, HStack, Heading, IconButton, Link, Spacer } from '@chakra-ui/react';
import { notify } from '../components/Toaster.tsx';
import { useSyncExternalStore } from 'react';
import { accessGate, isSignedIn, isSignedInOnTheServer, signOut } from '../lib/access.ts';
import { Link as RouterLink } from 'react-router-dom';
import { AccountMenu } from '../features/account/AccountMenu.tsx';
import { managesPeople, useWhoAmI } from '../lib/who-am-i.ts';
import { HEADER_HEIGHT } from '../theme.ts';

interface HeaderProps {
  navigationOpen: boolean;
  onToggleNavigation: () => void;
}

export function Header({ navigationOpen, onToggleNavigation }: HeaderProps) {
  // Read again whenever the token is asked for or given.
  const signedIn = useSyncExternalStore(accessGate.subscribe, isSignedIn, isSignedInOnTheServer);
  const me = useWhoAmI();
  const person = me?.kind === 'USER' ? me.user : null;
  return (
    <Box
      as="header"
      h={HEADER_HEIGHT}
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      px={{ base: '3', md: '6' }}
    >
      <HStack h="full" gap="2">
        <IconButton
          aria-label="Toggle navigation"
          aria-expanded={navigationOpen}
          variant="ghost"
          hideFrom="md"
          onClick={onToggleNavigation}
        >
          <BurgerIcon />
        </IconButton>
        <Heading as="h1" size="lg" letterSpacing="tight">
          <Link asChild color="brand.700" fontWeight="bold" _hover={{ textDecoration: 'none', color: 'brand.800' }}>
            <RouterLink to="/">Tapescript</RouterLink>
          </Link>
        </Heading>
        <Spacer />
        <Button asChild variant="ghost" size="sm">
          <RouterLink to="/voices">Voices</RouterLink>
        </Button>
        {managesPeople(me) && (
          <Button asChild variant="ghost" size="sm">
            <RouterLink to="/people">People</RouterLink>
          </Button>
        )}
        {person ? <AccountMenu name={person.name || person.email} /> : signedIn && <SignOutButton />}
      </HStack>
    </Box>
  );
}

/** Shown when this browser signed in with the access token: ends the session, and the app asks for the token again. */
function SignOutButton() {
  const leave = async () => {
    try {
      await signOut();
      window.location.assign('/');
    } catch (error) {
      notify('error', 'Could not sign out', (error as Error).message);
    }
  };
  return (
    <Button variant="ghost" size="sm" onClick={() => void leave()}>
      Sign out
    </Button>
  );
}

function BurgerIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
