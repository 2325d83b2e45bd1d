import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { fakeClient } from '../../test/fake-network.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { QUOTES_PAGE, QuotesPage } from './QuotesPage.tsx';

const quote = (i: number) => ({
  __typename: 'Highlight',
  id: `h${i}`,
  quote: `quote number ${i}`,
  speaker: 'Ada',
  start: 754.5 + i,
  end: 756 + i,
  tags: ['energy'],
  note: null,
  outdated: false,
  cursor: `c${i}`,
  transcript: { __typename: 'Transcript', id: 't1', title: 'Energy talk', fileUrl: '/media/f1' },
});
const filters = () => ({
  data: { highlightTags: ['energy', 'origin'], transcripts: { __typename: 'TranscriptPage', items: [{ __typename: 'Transcript', id: 't1', title: 'Energy talk' }] } },
});

const renderPage = (handlers: Parameters<typeof fakeClient>[0]) => {
  const fake = fakeClient({ QuoteFilters: filters, ...handlers });
  renderWithProviders(
    <MemoryRouter>
      <QuotesPage />
    </MemoryRouter>,
    fake.client,
  );
  return fake;
};

describe('the Quotes page', () => {
  it('lists quotes with speaker, interview link at their time and the time; copies one as a citation', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage({ Quotes: () => ({ data: { highlights: [quote(0)] } }) });
    const link = await screen.findByRole('link', { name: 'Energy talk' });
    expect(link.getAttribute('href')).toBe('/transcript/t1?t=754.5');
    expect(screen.getByText('00:12:34')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy as quote' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('"quote number 0" — Ada, Energy talk (00:12:34)'));
    vi.unstubAllGlobals();
  });

  it('filters by a tag chip and by words, and pages with "Load more" from the last cursor', async () => {
    const { calls } = renderPage({
      Quotes: (variables) => ({ data: { highlights: variables.after ? [quote(99)] : Array.from({ length: QUOTES_PAGE }, (_, i) => quote(i)) } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'origin' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Words' }), { target: { value: 'gas' } });
    await vi.waitFor(() => expect(calls.some((call) => call.operationName === 'Quotes' && call.variables.query === 'gas')).toBe(true));
    expect(calls.find((call) => call.variables.query === 'gas')!.variables.tags).toEqual(['origin']);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText('“quote number 99”');
    expect(calls.some((call) => call.operationName === 'Quotes' && call.variables.after === `c${QUOTES_PAGE - 1}`)).toBe(true);
  }, 60_000);

  it('says what to do when there are no quotes, and when the filters match none', async () => {
    renderPage({ Quotes: () => ({ data: { highlights: [] } }) });
    await screen.findByText(/No quotes yet: select words in a transcript/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Speaker' }), { target: { value: 'Nobody' } });
    await screen.findByText('No quote matches these filters.');
  });
});
