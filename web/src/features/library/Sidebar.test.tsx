import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient, type FakeHandlers } from '../../test/fake-network.ts';
import { renderApp } from '../../test/render.tsx';

const item = (n: number, status = 'READY') => ({
  __typename: 'Transcript',
  id: `t${n}`,
  title: `Interview ${n}`,
  status,
  updatedAt: new Date(2026, 10, 21, 15, 5).toISOString(),
  visibility: 'TEAM',
  tags: [] as string[],
});

function listOf(total: number) {
  const handlers: FakeHandlers = {
    RecentTranscripts: ({ page, perPage }) => {
      const items = Array.from({ length: total }, (_, i) => item(i + 1)).slice((page - 1) * perPage, page * perPage);
      return { data: { transcripts: { __typename: 'TranscriptPage', page, perPage, items } } };
    },
  };
  return { ...fakeClient(handlers), handlers };
}

describe('Sidebar', () => {
  it('lists entries with title, date, status badge and Private for a private one, linking to the transcript', async () => {
    const { client } = fakeClient({
      RecentTranscripts: () => ({
        data: {
          transcripts: {
            __typename: 'TranscriptPage',
            page: 1,
            perPage: 15,
            items: [item(1), item(2, 'TRANSCRIBING'), { ...item(3, 'FAILED'), visibility: 'PRIVATE' }],
          },
        },
      }),
    });
    renderApp('/', client);
    expect(screen.getByRole('heading', { name: 'Recent Transcripts' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: /Interview 1/ });
    expect(link.getAttribute('href')).toBe('/transcript/t1');
    expect(link.textContent).toContain('Nov 21, 2026, 3:05 PM');
    expect(screen.getByText('Transcribing')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Interview 3/ }).textContent).toContain('Private');
    expect(screen.getByRole('link', { name: /Interview 1/ }).textContent).not.toContain('Private');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('asks for 15 per page and pages forward and back', async () => {
    const { client, calls } = listOf(17);
    renderApp('/', client);
    await screen.findByRole('link', { name: /Interview 15/ });
    expect(calls.find((call) => call.operationName === 'RecentTranscripts')?.variables).toEqual({ page: 1, perPage: 15 });
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    expect(screen.getByText('Page 1')).toBeTruthy();
    await userEvent.click(next);
    await screen.findByRole('link', { name: /Interview 17/ });
    expect(screen.getByText('Page 2')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true));
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('link', { name: /Interview 1\b/ });
  });

  it('selects rows by checkbox, shift-click and keys, and deletes them in one aliased request after asking', async () => {
    const { client, calls } = fakeClient({
      ...listOf(5).handlers,
      BulkDelete: (variables) => ({ data: Object.fromEntries(Object.keys(variables).map((name) => [`t${name.slice(2)}`, { __typename: 'Transcript', id: variables[name], status: 'DELETED' }])) }),
    });
    renderApp('/', client);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Interview 2' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select Interview 4' }));
    await user.keyboard('{/Shift}');
    expect(screen.getByText('3 selected')).toBeTruthy();
    // Escape clears; Space on a focused row toggles it; Ctrl+A selects every row shown.
    screen.getByRole('link', { name: /Interview 1\b/ }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText(/selected$/)).toBeNull();
    await user.keyboard(' ');
    expect(screen.getByText('1 selected')).toBeTruthy();
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /Interview 2/ }));
    await user.keyboard('{Control>}a{/Control}');
    expect(screen.getByText('5 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.find((call) => call.operationName === 'BulkDelete')?.variables).toEqual({ id0: 't1', id1: 't2', id2: 't3', id3: 't4', id4: 't5' }));
  });

  it('filters the list by the tags chosen: every one of them', async () => {
    const { client, calls } = fakeClient({ ...listOf(3).handlers, TranscriptTags: () => ({ data: { transcriptTags: ['Radio', 'Season 2'] } }) });
    renderApp('/', client);
    await userEvent.click(await screen.findByRole('button', { name: 'Radio' }));
    await userEvent.click(screen.getByRole('button', { name: 'Season 2' }));
    await waitFor(() => expect(calls.filter((call) => call.operationName === 'RecentTranscripts').at(-1)?.variables).toEqual({ page: 1, perPage: 15, tags: ['Radio', 'Season 2'] }));
    expect(screen.getByRole('button', { name: 'Radio' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a red "Error" alert when the list fails', async () => {
    const { client } = fakeClient({ RecentTranscripts: () => ({ error: 'PocketBase is down', code: 'UPSTREAM_UNAVAILABLE' }) });
    renderApp('/', client);
    expect(await screen.findByText('Failed to load recent transcripts: PocketBase is down')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });
});
