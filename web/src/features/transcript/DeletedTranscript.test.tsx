import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeClient, type FakeHandlers } from '../../test/fake-network.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { DeletedTranscript } from './DeletedTranscript.tsx';

const as = (role: 'OWNER' | 'EDITOR'): FakeHandlers => ({
  WhoAmI: () => ({ data: { me: { __typename: 'Me', kind: 'USER', role, user: { __typename: 'User', id: 'u1', name: 'Vic', email: 'vic@example.org' } } } }),
});

function renderDeleted(handlers: FakeHandlers) {
  const network = fakeClient(handlers);
  renderWithProviders(
    <MemoryRouter initialEntries={['/transcript/t1']}>
      <Routes>
        <Route path="/transcript/t1" element={<DeletedTranscript id="t1" title="Ada on tape" onRestored={() => undefined} />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
    </MemoryRouter>,
    network.client,
  );
  return network.calls;
}

describe('A deleted transcript, deleted permanently', () => {
  it('is offered to an owner, asked for again, then done, and the page goes home', async () => {
    const calls = renderDeleted({ ...as('OWNER'), DeleteTranscriptPermanently: () => ({ data: { deleteTranscriptPermanently: true } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete permanently' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain('cannot be undone');
    // Cancelling does nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.operationName === 'DeleteTranscriptPermanently')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete permanently' }));
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete permanently' }).at(-1)!);
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(calls.filter((call) => call.operationName === 'DeleteTranscriptPermanently').map((call) => call.variables)).toEqual([{ id: 't1' }]);
  });

  it('is not offered to an editor, who may only restore it', async () => {
    const calls = renderDeleted(as('EDITOR'));
    await screen.findByRole('button', { name: 'Restore' });
    await waitFor(() => expect(calls.some((call) => call.operationName === 'WhoAmI')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Delete permanently' })).toBeNull();
  });
});
