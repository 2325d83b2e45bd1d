import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../test/fake-network.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { OWNERS_ONLY, PeoplePage } from './PeoplePage.tsx';

const me = (role: string) => () => ({ data: { me: { __typename: 'Me', kind: 'USER', role, user: { __typename: 'User', id: 'u1', name: 'Vic', email: 'vic@example.org' } } } });
const refused = () => ({ error: 'Not allowed: the viewer role may not use mailEnabled.', code: 'FORBIDDEN' });
const people = () => ({
  data: {
    mailEnabled: false,
    users: [{ __typename: 'User', id: 'u1', email: 'vic@example.org', name: 'Vic', role: 'OWNER', disabled: false, createdAt: '2026-11-27T06:00:00.000Z', apiTokens: [] }],
  },
});

function renderPeople(role: string) {
  const network = fakeClient({ WhoAmI: me(role), People: role === 'OWNER' ? people : refused, AuditLog: () => ({ data: { auditLog: [] } }) });
  renderWithProviders(
    <MemoryRouter>
      <PeoplePage />
    </MemoryRouter>,
    network.client,
  );
  return network.calls;
}

describe('the People page', () => {
  it.each(['VIEWER', 'EDITOR'])('tells a %s plainly that only owners manage people, without asking for the people', async (role) => {
    const calls = renderPeople(role);
    expect((await screen.findByRole('status')).textContent).toBe(OWNERS_ONLY);
    expect(screen.queryByText(/Not allowed/)).toBeNull();
    expect(calls.map((call) => call.operationName)).not.toContain('People');
  });

  it('gives an owner everyone', async () => {
    const calls = renderPeople('OWNER');
    await screen.findByRole('list', { name: 'People' });
    expect(screen.queryByText(OWNERS_ONLY)).toBeNull();
    expect(calls.map((call) => call.operationName)).toContain('People');
  });
});
