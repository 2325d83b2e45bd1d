import { Box, Button, CloseButton, Drawer, Flex, Portal } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Outlet, Link as RouterLink, useLocation, useMatch } from 'react-router-dom';
import { FIRST_PAGE } from '../features/library/pager.ts';
import { HEADER_HEIGHT, SIDEBAR_WIDTH } from '../theme.ts';
import { Header } from './Header.tsx';
import { Sidebar } from '../features/library/Sidebar.tsx';
import { LiveChannel } from '../lib/live/LiveChannel.tsx';
import { SkipToText } from '../features/transcript/segments/SkipToText.tsx';

/** Header, recent-transcripts sidebar (a drawer on phones) and the page. */
export function Shell() {
  const [navigationOpen, setNavigationOpen] = useState(false);
  // The page is shared so the drawer and the desktop sidebar show the same page of the list.
  const [page, setPage] = useState(FIRST_PAGE);
  // Any navigation closes the drawer, also a search hit in the transcript already open (?t= only).
  const { key } = useLocation();
  const onTranscript = useMatch('/transcript/:id') !== null;

  useEffect(() => setNavigationOpen(false), [key]);

  return (
    <Flex direction="column" minH="100dvh">
      {/* Before the header and the sidebar: the keyboard's first stop on a transcript. */}
      {onTranscript && <SkipToText />}
      <LiveChannel />
      <Header navigationOpen={navigationOpen} onToggleNavigation={() => setNavigationOpen((open) => !open)} />
      <Flex flex="1" align="stretch">
        <Box
          as="nav"
          aria-label="Recent transcripts"
          hideBelow="md"
          w={SIDEBAR_WIDTH}
          flexShrink={0}
          position="sticky"
          top={HEADER_HEIGHT}
          h={`calc(100dvh - ${HEADER_HEIGHT})`}
          overflowY="auto"
          borderRightWidth="1px"
          bg="bg.subtle"
        >
          <Sidebar page={page} onPageChange={setPage} />
        </Box>
        <Box as="main" flex="1" minW="0">
          <Outlet />
        </Box>
      </Flex>
      <Drawer.Root
        open={navigationOpen}
        onOpenChange={(details) => setNavigationOpen(details.open)}
        placement="start"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW={SIDEBAR_WIDTH} aria-label="Recent transcripts">
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close navigation" />
              </Drawer.CloseTrigger>
              <Box as="nav" overflowY="auto" h="full">
                <Sidebar page={page} onPageChange={setPage} />
                {/* What the phone's header has no room for. */}
                <Button asChild variant="ghost" size="sm" m="3" onClick={() => setNavigationOpen(false)}>
                  <RouterLink to="/quotes">Quotes</RouterLink>
                </Button>
              </Box>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Flex>
  );
}
