import { Box, Button, HStack, Heading, IconButton, Link, Spacer } from '@chakra-ui/react';
import { notify } from '../components/Toaster.tsx';
import { useSyncExternalStore } from 'react';
import { accessGate, isSignedIn, isSignedInOnTheServer, signOut } from '../lib/access.ts';
import { Link as RouterLink } from 'react-router-dom';
import { AccountMenu } from '../features/account/AccountMenu.tsx';
import { managesPeople, mayChange, useWhoAmI } from '../lib/who-am-i.ts';
import { HEADER_HEIGHT } from '../theme.ts';

const NAV_PADDING = { base: '2', md: '3.5' };

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
      {/* Tighter on a phone, where Voices, People, Settings and the account must share 390 px. */}
      <HStack h="full" gap={{ base: '1', md: '2' }}>
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
        {/* Not on a phone, where the header has no room: there it is in the navigation drawer (app/Shell.tsx). */}
        <Button asChild variant="ghost" size="sm" px={NAV_PADDING} hideBelow="md">
          <RouterLink to="/quotes">Quotes</RouterLink>
        </Button>
        <Button asChild variant="ghost" size="sm" px={NAV_PADDING}>
          <RouterLink to="/voices">Voices</RouterLink>
        </Button>
        {/* Not on a phone, where the header has no room: there a transcript's Pseudonyms dialog links to it. */}
        {me && mayChange(me) && (
          <Button asChild variant="ghost" size="sm" px={NAV_PADDING} hideBelow="md">
            <RouterLink to="/pseudonyms">Pseudonyms</RouterLink>
          </Button>
        )}
        {managesPeople(me) && (
          <Button asChild variant="ghost" size="sm" px={NAV_PADDING}>
            <RouterLink to="/people">People</RouterLink>
          </Button>
        )}
        {/* This browser's keys, pedal, skip and volume: for everyone, signed in or not. */}
        <IconButton asChild variant="ghost" size="sm" aria-label="Settings" title="Settings: shortcuts, foot pedal, skip interval">
          <RouterLink to="/settings">
            <GearIcon />
          </RouterLink>
        </IconButton>
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

function GearIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm7.43-2.53a7.8 7.8 0 0 0 0-1.94l2.11-1.65-2-3.46-2.49 1a7.3 7.3 0 0 0-1.68-.98L15 3.3h-4l-.37 2.64c-.6.25-1.17.58-1.68.98l-2.49-1-2 3.46 2.11 1.65a7.8 7.8 0 0 0 0 1.94l-2.11 1.65 2 3.46 2.49-1c.51.4 1.08.73 1.68.98L11 20.7h4l.37-2.64c.6-.25 1.17-.58 1.68-.98l2.49 1 2-3.46-2.11-1.65z"
        fill="currentColor"
      />
    </svg>
  );
}
