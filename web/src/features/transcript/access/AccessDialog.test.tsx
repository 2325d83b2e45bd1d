import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient, type FakeHandlers } from '../../../test/fake-network.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AccessDialog } from './AccessDialog.tsx';

const person = (id: string, name: string, role: string) => ({ __typename: 'Teammate', id, name, email: `${id}@example.org`, role });
const TEAMMATES = [person('me', 'Ed', 'EDITOR'), person('ada', 'Ada', 'EDITOR'), person('vic', 'Vic', 'VIEWER'), person('own', 'Olu', 'OWNER')];
const share = (userId: string, role: string) => ({ __typename: 'TranscriptShare', userId, role });

function renderDialog(handlers: FakeHandlers, shares = [share('vic', 'VIEWER')]) {
  let state = { __typename: 'Transcript', id: 't1', visibility: 'PRIVATE', shares };
  const network = fakeClient({
    TranscriptAccess: () => ({ data: { transcript: { ...state, createdBy: { __typename: 'Author', userId: 'me' } }, teammates: TEAMMATES } }),
    SetTranscriptAccess: ({ visibility }) => ({ data: { setTranscriptAccess: (state = { ...state, visibility }) } }),
    UnshareTranscript: ({ userId }) => ({ data: { unshareTranscript: (state = { ...state, shares: state.shares.filter((each) => each.userId !== userId) }) } }),
    ...handlers,
  });
  renderWithProviders(<AccessDialog transcriptId="t1" onClose={() => undefined} />, network.client);
  return network.calls;
}

describe('the Access dialog', () => {
  it('lists who it is shared with, by name and role, and removes one', async () => {
    const calls = renderDialog({});
    const shared = await screen.findByRole('list', { name: 'Shared with' });
    expect(shared.textContent).toContain('Vic');
    expect(shared.textContent).toContain('Viewer on this transcript');
    await userEvent.click(within(shared).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.find((call) => call.operationName === 'UnshareTranscript')?.variables).toEqual({ transcriptId: 't1', userId: 'vic' }));
    await waitFor(() => expect(screen.getByText('Nobody yet.')).toBeTruthy());
  });

  it('offers the people not yet in (not its creator, not owners), each at roles up to their own', async () => {
    renderDialog({});
    const people = (await screen.findByRole('combobox', { name: 'Person' })) as HTMLSelectElement;
    expect([...people.options].map((option) => option.textContent)).toEqual(['Choose…', 'Ada (ada@example.org)']);
    await userEvent.selectOptions(people, 'ada');
    const roles = screen.getByRole('combobox', { name: 'Role on this transcript' }) as HTMLSelectElement;
    expect([...roles.options].map((option) => option.value)).toEqual(['VIEWER', 'EDITOR']);
  });

  it('shows what the server refuses, as it says it', async () => {
    const refusal = 'The role on a transcript may not exceed the person’s own role (viewer).';
    const calls = renderDialog({ ShareTranscript: () => ({ error: refusal }) }, []);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Person' }), 'ada');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role on this transcript' }), 'EDITOR');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(calls.find((call) => call.operationName === 'ShareTranscript')?.variables).toEqual({ transcriptId: 't1', userId: 'ada', role: 'EDITOR' });
  });

  it('makes it a team transcript again, and then lists no shares', async () => {
    const calls = renderDialog({});
    await screen.findByRole('list', { name: 'Shared with' });
    await userEvent.click(screen.getByRole('radio', { name: /Team/ }));
    await waitFor(() => expect(calls.find((call) => call.operationName === 'SetTranscriptAccess')?.variables).toEqual({ id: 't1', visibility: 'TEAM' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Shared with' })).toBeNull());
  });
});
