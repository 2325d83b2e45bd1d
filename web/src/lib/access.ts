/** The cookie the server reads the access token from; <audio> and downloads send it by themselves. */
export const TOKEN_COOKIE = 'tapescript_token';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function saveAccessToken(token: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; SameSite=Strict; path=/; max-age=${ONE_YEAR_SECONDS}${secure}`;
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
export function createAccessGate() {
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
    give(token: string): void {
      saveAccessToken(token);
      const resume = waiting;
      waiting = [];
      set({ asking: false, refused: false });
      for (const resolve of resume) resolve();
    },
  };
}

export type AccessGate = ReturnType<typeof createAccessGate>;

export const accessGate = createAccessGate();

/** A fetch that, when the server answers 401, asks for the token and sends the request again. */
export function withAccessToken(fetchFn?: typeof fetch, gate: AccessGate = accessGate): typeof fetch {
  return async (input, init) => {
    let refused = false;
    for (;;) {
      const response = await (fetchFn ?? globalThis.fetch)(input, init);
      if (response.status !== 401) return response;
      await gate.ask(refused);
      refused = true;
    }
  };
}
