import { clearUndoStorage } from './undo-storage.ts';

/** Remembers that this browser signed in with a token (the cookie itself is HttpOnly), so Sign out is offered. */
const SIGNED_IN_KEY = 'tapescript.signedIn';

export const isSignedIn = (): boolean => localStorage.getItem(SIGNED_IN_KEY) === '1';
/** The server cannot know (the mark is in the browser): its page, and so its hydration, shows no Sign out. */
export const isSignedInOnTheServer = (): boolean => false;

/**
 * Ends the session (DELETE /session clears the cookie); the next request asks for the token again. The undo stacks
 * kept in this browser go too: on a shared machine the next person does not get this one's edits back.
 */
export async function signOut(fetchFn: typeof fetch = globalThis.fetch): Promise<void> {
  const response = await fetchFn('/session', { method: 'DELETE' });
  if (!response.ok) throw new Error(`The server answered ${response.status} when signing out`);
  localStorage.removeItem(SIGNED_IN_KEY);
  await clearUndoStorage();
}

/** Notes that this browser is signed in (by the access token, or as a person: POST /session set the cookie). */
export function markSignedIn(): void {
  localStorage.setItem(SIGNED_IN_KEY, '1');
}

/** Whether a 401 asks for a person to sign in (team mode) rather than for the access token (local mode). */
export const asksToSignIn = (response: Response): boolean => response.status === 401 && response.headers.get('x-tapescript-sign-in') === 'required';

/** The reading page a review link opens (features/review), where nobody signs in. */
export const isReadingPage = (pathname: string): boolean => pathname.startsWith('/review/');

/** The sign-in page, coming back to `pathname` + `search` once signed in. */
export const signInPath = (pathname: string, search = ''): string => `/signin?next=${encodeURIComponent(`${pathname}${search}`)}`;

/**
 * Opens the sign-in page (a review link's reading page stays where it is: its link no longer works, and the page says
 * so). Once per page: when a session ends, every request the page has open is refused at the same moment, and each
 * further navigation would abort the one before.
 */
export function createSignInOpener(navigate: (path: string) => void): () => void {
  let opened = false;
  return () => {
    if (opened || isReadingPage(window.location.pathname)) return;
    opened = true;
    navigate(signInPath(window.location.pathname, window.location.search));
  };
}

/** The page's one opener, shared by every fetch that asks for access. */
const openSignIn = createSignInOpener((path) => window.location.assign(path));

/**
 * Hands the token to the server, which answers with an HttpOnly cookie (page scripts never see it again;
 * <audio> and downloads send it by themselves). False when the server refuses the token.
 */
export async function startSession(token: string, fetchFn: typeof fetch = globalThis.fetch): Promise<boolean> {
  const response = await fetchFn('/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (response.status === 401) return false;
  if (!response.ok) throw new Error(`The server answered ${response.status} to the access token`);
  markSignedIn();
  return true;
}

export interface AccessState {
  /** Whether the app is waiting for the user to give the token. */
  asking: boolean;
  /** Whether a token given before was refused. */
  refused: boolean;
}

/**
 * Asks the user for the access token once, however many requests were refused meanwhile: every
 * waiting request resumes when the token is given.
 */
export function createAccessGate(start: (token: string) => Promise<boolean> = startSession) {
  let state: AccessState = { asking: false, refused: false };
  let waiting: Array<() => void> = [];
  const listeners = new Set<() => void>();
  const set = (next: AccessState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  return {
    state: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Resolves once the user has given a token; `refused` says the last one did not work. */
    ask(refused: boolean): Promise<void> {
      if (!state.asking || (refused && !state.refused)) set({ asking: true, refused: refused || state.refused });
      return new Promise((resolve) => waiting.push(resolve));
    },
    /** Sends the token to the server; the waiting requests resume once it is accepted. */
    async give(token: string): Promise<void> {
      let accepted: boolean;
      try {
        accepted = await start(token);
      } catch {
        return; // the server could not check it (unreachable): the dialog stays open to try again
      }
      if (!accepted) return set({ asking: true, refused: true });
      const resume = waiting;
      waiting = [];
      set({ asking: false, refused: false });
      for (const resolve of resume) resolve();
    },
  };
}

export type AccessGate = ReturnType<typeof createAccessGate>;

export const accessGate = createAccessGate();

/**
 * A fetch that, when the server answers 401, asks for the token and sends the request again; in team mode it opens
 * the sign-in page instead (`signIn`), and the request fails.
 */
export function withAccessToken(
  fetchFn?: typeof fetch,
  gate: AccessGate = accessGate,
  signIn: () => void = openSignIn,
): typeof fetch {
  return async (input, init) => {
    let refused = false;
    for (;;) {
      const response = await (fetchFn ?? globalThis.fetch)(input, init);
      if (response.status !== 401) return response;
      if (asksToSignIn(response)) {
        signIn();
        return response;
      }
      await gate.ask(refused);
      refused = true;
    }
  };
}
