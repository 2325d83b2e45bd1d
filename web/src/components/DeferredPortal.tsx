import { Portal, type PortalProps } from '@chakra-ui/react';
import { startTransition, useEffect, useState, type PropsWithChildren } from 'react';

/**
 * Chakra's Portal, mounted a render after the page, for the portals a page is rendered with closed (menus,
 * the toaster, the phone's drawer). The server renders a portal's content in place and the browser moves it
 * once hydrated, which re-renders every portal (menus with all their items) in one synchronous pass at the
 * end of hydration: the page's longest task. Mounted in a transition after the first render instead, they
 * cost a few sliced tasks, and the server sends none. A dialog that can be mounted open (the access token's)
 * keeps Chakra's Portal: mounted open in a deferred one, it never showed in the browser tests.
 */
export function DeferredPortal(props: PropsWithChildren<PortalProps>) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <Portal {...props} /> : null;
}
