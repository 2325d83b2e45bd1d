import { describe, expect, it, vi } from 'vitest';
import { createAccessGate, createSignInOpener, signInPath, signOut, startSession, withAccessToken } from './access.ts';

const answer = (status: number) => new Response(status === 204 ? null : JSON.stringify({}), { status });

/** A server that accepts `right` at POST /session and then lets requests through (its cookie, in effect). */
function server(right: string) {
  let session = false;
  const sessions: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/session') {
      const { token } = JSON.parse(String(init?.body));
      sessions.push(token);
      session = token === right;
      return answer(session ? 204 : 401);
    }
    return answer(session ? 200 : 401);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sessions };
}

describe('access token', () => {
  it('asks once for all refused requests, hands the token to the server and sends them again', async () => {
    const { fetch, sessions } = server('s3cr+t');
    const gate = createAccessGate((token) => startSession(token, fetch));
    const guarded = withAccessToken(fetch, gate);
    const requests = [guarded('/graphql'), guarded('/export/x.docx')];
    await vi.waitFor(() => expect(gate.state()).toEqual({ asking: true, refused: false }));
    await gate.give('s3cr+t');
    expect((await Promise.all(requests)).map((response) => response.status)).toEqual([200, 200]);
    expect(gate.state().asking).toBe(false);
    expect(sessions).toEqual(['s3cr+t']);
    // Never a cookie written by the page: the server sets it, HttpOnly.
    expect(document.cookie).toBe('');
  });

  it('asks again, saying so, when the server refuses the token given', async () => {
    const { fetch } = server('right');
    const gate = createAccessGate((token) => startSession(token, fetch));
    const request = withAccessToken(fetch, gate)('/graphql');
    await vi.waitFor(() => expect(gate.state().asking).toBe(true));
    await gate.give('wrong');
    expect(gate.state()).toEqual({ asking: true, refused: true });
    await gate.give('right');
    expect((await request).status).toBe(200);
  });

  it('keeps asking when the server cannot check the token', async () => {
    const gate = createAccessGate(async () => {
      throw new TypeError('Failed to fetch');
    });
    void gate.ask(false);
    await gate.give('anything');
    expect(gate.state()).toEqual({ asking: true, refused: false });
  });

  it('passes other answers through without asking', async () => {
    const gate = createAccessGate();
    const response = await withAccessToken(async () => answer(500), gate)('/graphql');
    expect(response.status).toBe(500);
    expect(gate.state().asking).toBe(false);
  });
});

describe('team mode', () => {
  it('a 401 that asks for a person opens the sign-in page instead of asking for the token', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 401, headers: { 'x-tapescript-sign-in': 'required' } })) as unknown as typeof globalThis.fetch;
    const gate = createAccessGate(async () => true);
    const signIn = vi.fn();
    const response = await withAccessToken(fetch, gate, signIn)('/graphql');
    expect(response.status).toBe(401);
    expect(signIn).toHaveBeenCalledOnce();
    expect(gate.state().asking).toBe(false);
    expect(signInPath('/transcript/abc', '?t=4')).toBe('/signin?next=%2Ftranscript%2Fabc%3Ft%3D4');
  });
});

describe('opening the sign-in page', () => {
  it('navigates once, however many requests are refused, coming back to this page', () => {
    window.history.replaceState(null, '', '/transcript/abc?t=4');
    const navigate = vi.fn();
    const open = createSignInOpener(navigate);
    open();
    open();
    expect(navigate.mock.calls).toEqual([['/signin?next=%2Ftranscript%2Fabc%3Ft%3D4']]);
  });

  it('stays on a review link’s reading page', () => {
    window.history.replaceState(null, '', '/review/some-link');
    const navigate = vi.fn();
    createSignInOpener(navigate)();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('sign-out', () => {
  it('forgets the undo stacks kept in this browser', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('indexedDB', {
      deleteDatabase: (name: string) => {
        deleted.push(name);
        const request = {} as IDBOpenDBRequest;
        queueMicrotask(() => request.onsuccess?.(new Event('success')));
        return request;
      },
    });
    try {
      await signOut(async () => new Response(null, { status: 204 }));
      expect(deleted).toEqual(['tapescript-undo']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
