import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeClient } from '../../test/fake-network.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { OWNERS_ONLY, PeoplePage } from './PeoplePage.tsx';

const me = (role: string) => () => ({ data: { me: { __typename: 'Me', kind: 'USER', role, user: { __typename: 'User', id: 'u1', name: 'Vic', email: 'vic@example.org' } } } });
const refused = () => ({ error: 'Not allowed: the viewer role may not use mailEnabled.', code: 'FORBIDDEN' });
const PENDING = {
  __typename: 'Invitation',
  id: 'i1',
  email: 'ada@example.org',
  role: 'EDITOR',
  invitedBy: 'Vic',
  createdAt: '2026-11-27T06:00:00.000Z',
  expiresAt: '2026-12-04T06:00:00.000Z',
};
let invitations = [PENDING];
const people = () => ({
  data: {
    mailEnabled: false,
    users: [{ __typename: 'User', id: 'u1', email: 'vic@example.org', name: 'Vic', role: 'OWNER', disabled: false, createdAt: '2026-11-27T06:00:00.000Z', apiTokens: [] }],
    invitations,
  },
});

function renderPeople(role: string) {
  invitations = [PENDING];
  const network = fakeClient({
    WhoAmI: me(role),
    People: role === 'OWNER' ? people : refused,
    AuditLog: () => ({ data: { auditLog: [] } }),
    Retention: () => ({ data: { retention: { __typename: 'Retention', audioDays: 365, transcriptDays: null } } }),
    SetRetention: ({ audioDays, transcriptDays }) => ({ data: { setRetention: { __typename: 'Retention', audioDays, transcriptDays } } }),
    RevokeInvitation: () => {
      invitations = [];
      return { data: { revokeInvitation: true } };
    },
  });
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

  it('lists the pending invitations, and revokes one only after a confirmation', async () => {
    const calls = renderPeople('OWNER');
    const pending = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(pending.textContent).toContain('ada@example.org · Editor');
    expect(pending.textContent).toContain('Invited by Vic');
    expect(pending.textContent).toContain('link expires');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the invitation of ada@example.org' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the invitation of ada@example.org?' });
    expect(calls.map((call) => call.operationName)).not.toContain('RevokeInvitation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Pending invitations' })).toBeNull());
    expect(calls.find((call) => call.operationName === 'RevokeInvitation')?.variables).toEqual({ id: 'i1' });
    expect(screen.getByText(/None: everyone invited/)).toBeTruthy();
  });

  it('lets an owner set retention: days for audio and transcripts, an empty field keeping for ever', async () => {
    const calls = renderPeople('OWNER');
    const audio = (await screen.findByRole('spinbutton', { name: 'Remove audio after (days)' })) as HTMLInputElement;
    await waitFor(() => expect(audio.value).toBe('365'));
    const transcripts = screen.getByRole('spinbutton', { name: 'Delete transcripts after (days)' }) as HTMLInputElement;
    expect(transcripts.value).toBe('');
    expect(screen.getByText(/counted from its approval, or from its last\s+edit when it was never approved/)).toBeTruthy();
    await userEvent.clear(audio);
    await userEvent.type(transcripts, '1825');
    await userEvent.click(screen.getByRole('button', { name: 'Save retention' }));
    await waitFor(() => expect(calls.find((call) => call.operationName === 'SetRetention')?.variables).toEqual({ audioDays: null, transcriptDays: 1825 }));
  });
});
