const BUTTON = 'button, [role="button"]';

/**
 * The server's page shows its buttons (the navigation toggle, the player, the tools) before the app's scripts
 * have run, and a button clicked then would do nothing: no handler is attached yet. Called before hydration,
 * this holds back clicks on buttons (React, which listens on the root, would also hydrate the whole page at
 * once, in one long task, to handle one) and `restore`, once hydrated, clicks them again in order. Hydration
 * keeps the server's elements, so each is the same button the user pressed. Links are left alone: without
 * the app they still work, as links.
 */
export function keepClicksThroughHydration(container: HTMLElement) {
  const clicked: Element[] = [];
  const record = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(BUTTON) : null;
    if (!button) return;
    clicked.push(button);
    event.stopImmediatePropagation();
  };
  container.addEventListener('click', record, true);
  return {
    restore(): void {
      container.removeEventListener('click', record, true);
      for (const button of clicked.splice(0)) if (button.isConnected && button instanceof HTMLElement) button.click();
    },
  };
}
