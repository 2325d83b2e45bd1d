import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClient } from '../../../test/fake-network.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PresenceBar } from './PresenceBar.tsx';

const localMode = () => fakeClient({ SignedInName: () => ({ data: { me: { __typename: 'Me', kind: 'LOCAL', user: null } } }) }).client;

afterEach(() => localStorage.clear());

describe('PresenceBar: the name others see', () => {
  it('asks for it in a field that says what it is for, and saves it', async () => {
    renderWithProviders(<PresenceBar others={[]} />, localMode());
    fireEvent.click(await screen.findByRole('button', { name: 'Set your name' }));
    const field = screen.getByPlaceholderText('Your name, shown to others');
    fireEvent.change(field, { target: { value: '  Ada  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'You: Ada' })).toBeTruthy();
  });

  it('Escape and Cancel leave the name as it was', async () => {
    renderWithProviders(<PresenceBar others={[]} />, localMode());
    fireEvent.click(await screen.findByRole('button', { name: 'Set your name' }));
    fireEvent.change(screen.getByPlaceholderText('Your name, shown to others'), { target: { value: 'Typed' } });
    fireEvent.keyDown(screen.getByPlaceholderText('Your name, shown to others'), { key: 'Escape' });
    fireEvent.click(await screen.findByRole('button', { name: 'Set your name' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Set your name' })).toBeTruthy();
    expect(screen.queryByPlaceholderText('Your name, shown to others')).toBeNull();
  });

  it('offers no name to set before it knows who is signed in, then shows the account’s name', async () => {
    let answer: (value: { data: unknown }) => void = () => {};
    const pending = new Promise<{ data: unknown }>((resolve) => (answer = resolve));
    renderWithProviders(<PresenceBar others={[]} />, fakeClient({ SignedInName: () => pending }).client);
    expect(screen.queryByRole('button')).toBeNull();
    answer({ data: { me: { __typename: 'Me', kind: 'USER', user: { __typename: 'User', id: 'u1', name: 'Olive Owner', email: 'olive@example.com' } } } });
    expect(await screen.findByText('You: Olive Owner')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
