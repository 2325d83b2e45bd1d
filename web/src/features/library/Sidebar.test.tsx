import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../test/fake-network.ts';
import { renderApp } from '../../test/render.tsx';

const item = (n: number, status = 'READY') => ({
  __typename: 'Transcript',
  id: `t${n}`,
  title: `Interview ${n}`,
  status,
  updatedAt: new Date(2026, 10, 21, 15, 5).toISOString(),
  visibility: 'TEAM',
});

function listOf(total: number) {
  return fakeClient({
    RecentTranscripts: ({ page, perPage }) => {
      const items = Array.from({ length: total }, (_, i) => item(i + 1)).slice((page - 1) * perPage, page * perPage);
      return { data: { transcripts: { __typename: 'TranscriptPage', page, perPage, items } } };
    },
  });
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

  it('shows a red "Error" alert when the list fails', async () => {
    const { client } = fakeClient({ RecentTranscripts: () => ({ error: 'PocketBase is down', code: 'UPSTREAM_UNAVAILABLE' }) });
    renderApp('/', client);
    expect(await screen.findByText('Failed to load recent transcripts: PocketBase is down')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });
});
