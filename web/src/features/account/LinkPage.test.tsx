import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../test/fake-network.ts';
import { renderApp } from '../../test/render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

const answering = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));

describe('the invitation page', () => {
  it('says which email the invitation is for, asking with the link’s secret', async () => {
    const fetch = answering({ data: { invitation: { email: 'ada@example.org', role: 'EDITOR' } } });
    vi.stubGlobal('fetch', fetch);
    window.location.hash = '#tsi_secret';
    renderApp('/invitation', fakeClient({}).client);
    expect(await screen.findByText(/This invitation is for ada@example.org, as an editor\./)).toBeTruthy();
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)).variables).toEqual({ token: 'tsi_secret' });
    expect(screen.getByRole('button', { name: 'Make my account' })).toBeTruthy();
  });

  it('says plainly that a revoked or used link no longer works, and offers no form', async () => {
    vi.stubGlobal('fetch', answering({ data: null, errors: [{ message: 'This invitation link is not valid: it was used already, it expired, it was revoked, or it was mistyped.' }] }));
    window.location.hash = '#tsi_gone';
    renderApp('/invitation', fakeClient({}).client);
    expect(await screen.findByRole('heading', { name: 'This invitation is no longer valid' })).toBeTruthy();
    expect(screen.getByText(/it was revoked/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make my account' })).toBeNull();
  });
});
