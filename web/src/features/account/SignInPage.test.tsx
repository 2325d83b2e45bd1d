import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../test/fake-network.ts';
import { renderApp } from '../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('Sign-in page', () => {
  it('signs in and goes back to the page that asked; a refusal shows the server’s sentence', async () => {
    const answers = [new Response('That email and password do not match an account.', { status: 401 }), new Response('{"user":{}}', { status: 200 })];
    const fetch = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetch);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderApp('/signin?next=%2Ftranscript%2Fabcdefghijklmno', fakeClient({}).client);
    await userEvent.type(screen.getByLabelText(/Email/), 'ann@example.org');
    await userEvent.type(screen.getByLabelText(/Password/), 'a long passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That email and password do not match an account.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/transcript/abcdefghijklmno'));
    expect(fetch).toHaveBeenCalledWith('/session', expect.objectContaining({ method: 'POST', body: '{"email":"ann@example.org","password":"a long passphrase"}' }));
  });
});
