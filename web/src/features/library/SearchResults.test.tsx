import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../test/fake-network.ts';
import { renderApp } from '../../test/render.tsx';

function hit(n: number, approximate = false) {
  const snippet = `the interview ${n} and another interview`;
  return {
    __typename: 'SearchHit',
    transcript: { __typename: 'Transcript', id: `t${n}`, title: `Interview ${n}` },
    segmentId: `@${n}`,
    start: n,
    end: n + 1,
    speaker: 'Host',
    snippet,
    matches: [snippet.indexOf('interview'), snippet.lastIndexOf('interview')].map((offset) => ({ __typename: 'TextRange', offset, length: 9 })),
    cursor: `c${n}`,
    approximate,
  };
}

function searchOf(total: number, approximate = false) {
  return fakeClient({
    RecentTranscripts: () => ({ data: { transcripts: { __typename: 'TranscriptPage', page: 1, perPage: 15, items: [] } } }),
    Search: ({ first, after }) => {
      const from = after ? Number(String(after).slice(1)) : 0;
      const hits = Array.from({ length: total }, (_, i) => hit(i + 1, approximate)).slice(from, from + first);
      return { data: { search: hits } };
    },
  });
}

describe('SearchResults', () => {
  it('sends the word being typed as a prefix and marks every match', async () => {
    const { client, calls } = searchOf(3);
    renderApp('/', client);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search all transcripts' }), 'interv');
    const link = await screen.findByRole('link', { name: /Interview 1/ });
    expect(calls.filter((call) => call.operationName === 'Search').map((call) => call.variables)).toEqual([{ query: 'interv*', first: 20 }]);
    expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['interview', 'interview']);
    expect(screen.queryByRole('button', { name: 'More results' })).toBeNull();
  });

  it('shows who speaks in each hit, and marks the hit opened while its transcript is open', async () => {
    const { client } = searchOf(3);
    const { router } = renderApp('/', client);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search all transcripts' }), 'interv');
    const second = await screen.findByRole('link', { name: /Interview 2/ });
    expect(within(second).getByTestId('hit-speaker').textContent).toBe('Host');
    expect(second.getAttribute('aria-current')).toBeNull();
    await userEvent.click(second);
    expect(router.state.location.pathname).toBe('/transcript/t2');
    await waitFor(() => expect(screen.getByRole('link', { name: /Interview 2/ }).getAttribute('aria-current')).toBe('true'));
    expect(screen.getByRole('link', { name: /Interview 1/ }).getAttribute('aria-current')).toBeNull();
    await act(() => router.navigate('/'));
    expect(screen.getByRole('link', { name: /Interview 2/ }).getAttribute('aria-current')).toBeNull();
  });

  it('pages on with the last hit’s cursor', async () => {
    const { client, calls } = searchOf(25);
    renderApp('/', client);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search all transcripts' }), 'interview ');
    await screen.findByRole('link', { name: /Interview 20/ });
    await userEvent.click(screen.getByRole('button', { name: 'More results' }));
    await screen.findByRole('link', { name: /Interview 25/ });
    expect(screen.getAllByRole('link', { name: /Interview \d+/ })).toHaveLength(25);
    expect(calls.filter((call) => call.operationName === 'Search').map((call) => call.variables)).toEqual([
      { query: 'interview', first: 20 },
      { query: 'interview', first: 20, after: 'c20' },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'More results' })).toBeNull());
  });

  it('says when only the most recent matches were ranked', async () => {
    const { client } = searchOf(2, true);
    renderApp('/', client);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search all transcripts' }), 'the ');
    expect(await screen.findByText(/the best of the 20,000 most recent are shown/)).toBeTruthy();
  });

  it('lists the transcripts whose title holds the text above what was said, and says so when nothing holds it', async () => {
    const titled = (title: string) => ({ __typename: 'Transcript', id: 'tt', title, status: 'READY', updatedAt: '2026-11-27T10:00:00Z', approval: null, visibility: 'TEAM', tags: [] });
    const { client, calls } = fakeClient({
      RecentTranscripts: () => ({ data: { transcripts: { __typename: 'TranscriptPage', page: 1, perPage: 15, items: [] } } }),
      Search: () => ({ data: { search: [] } }),
      SearchTitles: ({ title }) => ({
        data: { transcripts: { __typename: 'TranscriptPage', totalItems: title === 'allison' ? 1 : 0, items: title === 'allison' ? [titled('Interview with Allison')] : [] } },
      }),
    });
    renderApp('/', client);
    const box = screen.getByRole('searchbox', { name: 'Search all transcripts' });
    await userEvent.type(box, '"allison"');
    const titles = await screen.findByRole('list', { name: 'Titles' });
    expect(titles.textContent).toContain('Interview with Allison');
    expect(screen.queryByText(/Nothing found/)).toBeNull();
    expect(calls.filter((call) => call.operationName === 'SearchTitles').at(-1)?.variables).toEqual({ title: 'allison', perPage: 5 });

    await userEvent.clear(box);
    await userEvent.type(box, 'zebra ');
    expect(await screen.findByText('Nothing found for “zebra” in titles or in what was said.')).toBeTruthy();
  });
});
