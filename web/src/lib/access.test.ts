import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessGate, withAccessToken } from './access.ts';

const answer = (status: number) => new Response(JSON.stringify({}), { status });
const clearCookie = () => (document.cookie = 'tapescript_token=; path=/; max-age=0');

describe('access token', () => {
  afterEach(clearCookie);

  it('asks once for all refused requests, keeps the token in a cookie and sends them again', async () => {
    const gate = createAccessGate();
    const fetch = vi.fn(async () => answer(document.cookie.includes('tapescript_token=s3cr%2Bt') ? 200 : 401));
    const guarded = withAccessToken(fetch as unknown as typeof globalThis.fetch, gate);
    const requests = [guarded('/graphql'), guarded('/export/x.docx')];
    await vi.waitFor(() => expect(gate.state()).toEqual({ asking: true, refused: false }));
    gate.give('s3cr+t');
    expect((await Promise.all(requests)).map((response) => response.status)).toEqual([200, 200]);
    expect(gate.state().asking).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('asks again, saying so, when the token given is refused', async () => {
    const gate = createAccessGate();
    const fetch = vi.fn(async () => answer(document.cookie.includes('tapescript_token=right') ? 200 : 401));
    const request = withAccessToken(fetch as unknown as typeof globalThis.fetch, gate)('/graphql');
    await vi.waitFor(() => expect(gate.state().asking).toBe(true));
    gate.give('wrong');
    await vi.waitFor(() => expect(gate.state()).toEqual({ asking: true, refused: true }));
    gate.give('right');
    expect((await request).status).toBe(200);
  });

  it('passes other answers through without asking', async () => {
    const gate = createAccessGate();
    const response = await withAccessToken(async () => answer(500), gate)('/graphql');
    expect(response.status).toBe(500);
    expect(gate.state().asking).toBe(false);
  });
});
