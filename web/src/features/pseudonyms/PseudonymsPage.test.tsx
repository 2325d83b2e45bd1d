import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../test/fake-network.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EDITORS_ONLY, PseudonymsPage } from './PseudonymsPage.tsx';

const me = (role: string) => () => ({ data: { me: { __typename: 'Me', kind: 'USER', role, user: { __typename: 'User', id: 'u1', name: 'Ed', email: 'ed@example.org' } } } });
const entry = (id: string, term: string, replacement: string) => ({ __typename: 'Pseudonym', id, term, kind: 'ORG', replacement, transcriptId: null });

function renderPage(role: string) {
  let list = [entry('p1', 'Acme', '[The employer]')];
  const network = fakeClient({
    WhoAmI: me(role),
    Pseudonyms: () => ({ data: { pseudonyms: list } }),
    SetPseudonym: ({ term, kind, replacement }) => {
      const added = { ...entry('p2', term, replacement ?? '[Organisation 1]'), kind };
      list = [...list, added];
      return { data: { setPseudonym: added } };
    },
    RemovePseudonym: ({ id }) => {
      list = list.filter((each) => each.id !== id);
      return { data: { removePseudonym: true } };
    },
  });
  renderWithProviders(<PseudonymsPage />, network.client);
  return network.calls;
}

describe('the library’s pseudonyms page', () => {
  it('lists the library’s terms, adds one to the library (no library-wide choice: it is), and removes one', async () => {
    const calls = renderPage('EDITOR');
    const list = await screen.findByRole('list', { name: 'The library’s terms' });
    await within(list).findByText('Acme', { exact: false });
    expect(screen.queryByRole('checkbox', { name: /Library-wide/ })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /Term to hide/ }), 'Globex');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'ORG');
    await userEvent.click(screen.getByRole('button', { name: 'Add term' }));
    await within(list).findByText('Globex', { exact: false });
    expect(calls.filter((call) => call.operationName === 'SetPseudonym').map((call) => call.variables)).toEqual([{ transcriptId: null, term: 'Globex', kind: 'ORG', replacement: null }]);
    await userEvent.click(within(list).getByRole('button', { name: 'Remove Acme' }));
    await waitFor(() => expect(within(list).queryByText('Acme', { exact: false })).toBeNull());
  });

  it('tells a viewer the lists are kept by editors and owners, and does not ask for them', async () => {
    const calls = renderPage('VIEWER');
    expect((await screen.findByRole('status')).textContent).toBe(EDITORS_ONLY);
    expect(calls.map((call) => call.operationName)).not.toContain('Pseudonyms');
  });
});
