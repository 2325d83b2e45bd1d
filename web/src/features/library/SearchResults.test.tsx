import { screen, waitFor } from '@testing-library/react';
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
});
