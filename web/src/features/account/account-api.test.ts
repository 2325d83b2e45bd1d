import { describe, expect, it, vi } from 'vitest';
import { acceptInvitation, invitationFor, linkSecret, nextPath, resetPassword, setUp, signIn } from './account-api.ts';

const server = (status: number, text = '') => vi.fn(async () => new Response(text || null, { status })) as unknown as typeof fetch;

describe('sign-in and set-up', () => {
  it('sends the email and password as JSON to POST /session', async () => {
    const fetch = server(200, '{"user":{}}');
    expect(await signIn('ann@example.org', 'a long passphrase', fetch)).toEqual({ ok: true });
    expect(vi.mocked(fetch).mock.calls[0]).toEqual([
      '/session',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"ann@example.org","password":"a long passphrase"}' },
    ]);
  });

  it('passes on the server’s sentence when it refuses', async () => {
    expect(await signIn('a@b.c', 'x', server(401, 'That email and password do not match an account.'))).toEqual({
      ok: false,
      message: 'That email and password do not match an account.',
    });
    expect(await setUp({ code: 'x', name: '', email: 'a@b.c', password: 'p' }, server(502))).toEqual({ ok: false, message: 'The server answered 502.' });
    const unreachable = vi.fn(async () => Promise.reject(new TypeError('failed'))) as unknown as typeof fetch;
    expect((await signIn('a@b.c', 'x', unreachable)).ok).toBe(false);
  });

  it('goes back only to a page of this site', () => {
    expect(nextPath('?next=%2Ftranscript%2Fabc%3Ft%3D4')).toBe('/transcript/abc?t=4');
    expect(nextPath('')).toBe('/');
    expect(nextPath('?next=https%3A%2F%2Fevil.example')).toBe('/');
    expect(nextPath('?next=%2F%2Fevil.example')).toBe('/');
    expect(nextPath('?next=%2F%5Cevil.example')).toBe('/');
  });
});

describe('invitation and reset links', () => {
  it('makes the account from the link’s secret, then signs in with its email', async () => {
    const answers = [new Response('{"data":{"acceptInvitation":{"email":"ed@example.org"}}}'), new Response('{"user":{}}')];
    const fetch = vi.fn(async () => answers.shift()!) as unknown as typeof globalThis.fetch;
    expect(await acceptInvitation(linkSecret('#tsi_abc'), 'an editor passphrase', 'Ed', fetch)).toEqual({ ok: true });
    const calls = vi.mocked(fetch).mock.calls as unknown as [string, RequestInit][];
    expect(JSON.parse(String(calls[0][1].body)).variables).toEqual({ token: 'tsi_abc', password: 'an editor passphrase', name: 'Ed' });
    expect(calls[1]).toEqual(['/session', expect.objectContaining({ body: '{"email":"ed@example.org","password":"an editor passphrase"}' })]);
  });

  it('asks what an invitation is for, and passes on why a used or revoked one is refused', async () => {
    const fetch = server(200, '{"data":{"invitation":{"email":"ada@example.org","role":"EDITOR"}}}');
    expect(await invitationFor('tsi_abc', fetch)).toEqual({ ok: true, value: { email: 'ada@example.org', role: 'EDITOR' } });
    expect(JSON.parse(String((vi.mocked(fetch).mock.calls[0] as unknown as [string, RequestInit])[1].body)).variables).toEqual({ token: 'tsi_abc' });
    const refused = server(200, '{"data":null,"errors":[{"message":"This invitation link is not valid: it was revoked."}]}');
    expect(await invitationFor('tsi_abc', refused)).toEqual({ ok: false, message: 'This invitation link is not valid: it was revoked.' });
  });

  it('passes on why a link was refused', async () => {
    const fetch = server(200, '{"data":null,"errors":[{"message":"This reset link is not valid."}]}');
    expect(await resetPassword('tsr_x', 'a new passphrase', fetch)).toEqual({ ok: false, message: 'This reset link is not valid.' });
  });
});
