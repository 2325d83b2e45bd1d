import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeClient, type FakeHandlers } from '../../../test/fake-network.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PseudonymsDialog } from './PseudonymsDialog.tsx';

const entry = (id: string, term: string, replacement: string, transcriptId: string | null, kind = 'PERSON') => ({ __typename: 'Pseudonym', id, term, kind, replacement, transcriptId });
const suggestion = (term: string, reason: string, count: number, kind = 'PERSON') => ({ __typename: 'PseudonymSuggestion', term, kind, reason, count });
const person = (id: string, name: string, role: string) => ({ __typename: 'Teammate', id, name, email: `${id}@example.org`, role });
const ME = { __typename: 'Me', kind: 'USER', role: 'EDITOR', user: { __typename: 'User', id: 'me', name: 'Ed', email: 'ed@example.org' } };

/** The dialog over a fake server that keeps its lists, as the real one does, so the refetches after a change show it. */
function renderDialog(handlers: FakeHandlers = {}) {
  let state = { __typename: 'Transcript', id: 't1', pseudonymised: false, originalsGrants: [] as string[] };
  let list = [entry('p1', 'Jane Doe', '[Person A]', 't1'), entry('p2', 'Acme', '[The employer]', null, 'ORG')];
  let suggestions = [suggestion('Bob', 'SPEAKER', 2), suggestion('bob@example.org', 'EMAIL', 1, 'CONTACT')];
  const network = fakeClient({
    WhoAmI: () => ({ data: { me: ME } }),
    TranscriptPseudonyms: () => ({ data: { transcript: state } }),
    Pseudonyms: () => ({ data: { pseudonyms: list } }),
    PseudonymSuggestions: () => ({ data: { suggestPseudonyms: suggestions } }),
    OriginalsCandidates: () => ({ data: { teammates: [person('me', 'Ed', 'EDITOR'), person('vic', 'Vic', 'VIEWER'), person('val', 'Val', 'VIEWER')] } }),
    SetPseudonym: ({ transcriptId, term, kind, replacement }) => {
      const added = entry(`p${list.length + 1}`, term, replacement ?? '[Person B]', transcriptId ?? null, kind);
      list = [...list, added];
      suggestions = suggestions.filter((each) => each.term !== term);
      return { data: { setPseudonym: added } };
    },
    RemovePseudonym: ({ id }) => {
      list = list.filter((each) => each.id !== id);
      return { data: { removePseudonym: true } };
    },
    DismissPseudonymSuggestion: ({ term }) => {
      suggestions = suggestions.filter((each) => each.term !== term);
      return { data: { dismissPseudonymSuggestion: true } };
    },
    SetPseudonymised: ({ pseudonymised }) => ({ data: { setPseudonymised: (state = { ...state, pseudonymised }) } }),
    GrantOriginals: ({ userId }) => ({ data: { grantOriginals: (state = { ...state, originalsGrants: [...state.originalsGrants, userId] }) } }),
    RevokeOriginals: ({ userId }) => ({ data: { revokeOriginals: (state = { ...state, originalsGrants: state.originalsGrants.filter((each) => each !== userId) }) } }),
    ...handlers,
  });
  // In a router: the dialog links to the library's list.
  renderWithProviders(
    <MemoryRouter>
      <PseudonymsDialog transcriptId="t1" onClose={() => undefined} />
    </MemoryRouter>,
    network.client,
  );
  return network.calls;
}

const variablesOf = (calls: ReturnType<typeof renderDialog>, name: string) => calls.filter((call) => call.operationName === name).map((call) => call.variables);
const terms = () => screen.findByRole('list', { name: 'Terms and what they are shown as' });
/** The text of the row listing `term`, once it is listed. */
const listedRow = async (term: string) => (await within(await terms()).findByText(term, { exact: false })).closest('li')!.textContent;

describe('the Pseudonyms dialog', () => {
  it('lists the transcript’s terms with the library’s marked, and removes one', async () => {
    const calls = renderDialog();
    const list = await terms();
    await within(list).findByText('Jane Doe', { exact: false });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Jane Doe → [Person A]PersonRemove', 'Acme → [The employer]OrganisationLibraryRemove from library']);
    await userEvent.click(within(list).getByRole('button', { name: 'Remove from library: Acme' }));
    await waitFor(() => expect(within(list).queryByText('Acme', { exact: false })).toBeNull());
    expect(variablesOf(calls, 'RemovePseudonym')).toEqual([{ id: 'p2' }]);
  });

  it('adds a term to the transcript’s list, its replacement left to the server, and empties the form', async () => {
    const calls = renderDialog();
    await terms();
    const term = screen.getByRole('textbox', { name: /Term to hide/ });
    await userEvent.type(term, '  Mary Major ');
    await userEvent.click(screen.getByRole('button', { name: 'Add term' }));
    expect(await listedRow('Mary Major')).toBe('Mary Major → [Person B]PersonRemove');
    expect(variablesOf(calls, 'SetPseudonym')).toEqual([{ transcriptId: 't1', term: 'Mary Major', kind: 'PERSON', replacement: null }]);
    expect((term as HTMLInputElement).value).toBe('');
  });

  it('adds a library-wide term of another kind with its own replacement', async () => {
    const calls = renderDialog();
    await terms();
    await userEvent.type(screen.getByRole('textbox', { name: /Term to hide/ }), 'Springfield');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'PLACE');
    expect((screen.getByRole('textbox', { name: /Shown as/ }) as HTMLInputElement).placeholder).toBe('Next free, like [Place 1]');
    // Pasted: typed, "[" would start a key name.
    await userEvent.click(screen.getByRole('textbox', { name: /Shown as/ }));
    await userEvent.paste('[The town]');
    await userEvent.click(screen.getByRole('checkbox', { name: /Library-wide/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Add term' }));
    await waitFor(() => expect(variablesOf(calls, 'SetPseudonym')).toEqual([{ transcriptId: null, term: 'Springfield', kind: 'PLACE', replacement: '[The town]' }]));
    expect(await listedRow('Springfield')).toBe('Springfield → [The town]Place or addressLibraryRemove from library');
  });

  it('keeps what was typed and shows what the server refuses, as it says it', async () => {
    const refusal = 'A replacement must differ from its term.';
    renderDialog({ SetPseudonym: () => ({ error: refusal }) });
    await terms();
    await userEvent.type(screen.getByRole('textbox', { name: /Term to hide/ }), 'Jane');
    await userEvent.type(screen.getByRole('textbox', { name: /Shown as/ }), 'jane');
    await userEvent.click(screen.getByRole('button', { name: 'Add term' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect((screen.getByRole('textbox', { name: /Term to hide/ }) as HTMLInputElement).value).toBe('Jane');
  });

  it('accepts a suggestion at its kind and dismisses another; both leave the suggestions', async () => {
    const calls = renderDialog();
    const suggested = await screen.findByRole('list', { name: 'Suggested terms' });
    expect(within(suggested).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'BobA speaker’s name, said twice · as personAcceptDismiss',
      'bob@example.orgAn e-mail address, found once · as e-mail or phoneAcceptDismiss',
    ]);
    await userEvent.click(within(suggested).getByRole('button', { name: 'Accept Bob' }));
    expect(await listedRow('Bob')).toBe('Bob → [Person B]PersonRemove');
    await userEvent.click(within(suggested).getByRole('button', { name: 'Dismiss bob@example.org' }));
    await screen.findByText('Nothing more to suggest: every name found is listed or dismissed.');
    expect(variablesOf(calls, 'SetPseudonym')).toEqual([{ transcriptId: 't1', term: 'Bob', kind: 'PERSON' }]);
    expect(variablesOf(calls, 'DismissPseudonymSuggestion')).toEqual([{ transcriptId: 't1', term: 'bob@example.org' }]);
  });

  it('pseudonymises it for viewers, then lets a viewer read the names and takes that back', async () => {
    const calls = renderDialog();
    const toggle = await screen.findByRole('checkbox', { name: 'Pseudonymise for viewers and review links' });
    expect(screen.queryByRole('region', { name: 'Viewers who read the names' })).toBeNull();
    await userEvent.click(toggle);
    await waitFor(() => expect(variablesOf(calls, 'SetPseudonymised')).toEqual([{ id: 't1', pseudonymised: true }]));
    const viewer = (await screen.findByRole('combobox', { name: 'Viewer' })) as HTMLSelectElement;
    // Editors and owners read the names anyway: only viewers are offered.
    expect([...viewer.options].map((option) => option.textContent)).toEqual(['Choose…', 'Vic (vic@example.org)', 'Val (val@example.org)']);
    await userEvent.selectOptions(viewer, 'vic');
    await userEvent.click(screen.getByRole('button', { name: 'Grant' }));
    const granted = await screen.findByRole('list', { name: 'Viewers who read the names' });
    expect(granted.textContent).toContain('Vic');
    expect(variablesOf(calls, 'GrantOriginals')).toEqual([{ transcriptId: 't1', userId: 'vic' }]);
    await userEvent.click(within(granted).getByRole('button', { name: 'Revoke' }));
    await screen.findByText('No viewer: every viewer reads the pseudonyms.');
    expect(variablesOf(calls, 'RevokeOriginals')).toEqual([{ transcriptId: 't1', userId: 'vic' }]);
  });
});
