// One clinician (SPEC §2 /clinicians/{clinicianId}) through the real route: every field, the
// Change history, and the Edit dialog: its values sent to updateClinician against the version
// shown, the dialog closing after 'Saved', a refusal naming a field shown on it, a CONFLICT in
// the SPEC §8 words. An unknown clinician is Not Found.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { type Handler, json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import { CLINICIAN_ID, clinicianNode, MARKETS } from './testing/clinician-fixtures';

const HISTORY = {
  totalCount: 1,
  pageInfo: { hasNextPage: false, endCursor: null },
  edges: [
    {
      node: {
        id: 'a-1',
        at: '2026-01-05T15:00:00.000Z',
        actorEmail: 'billing@demo.test',
        action: 'update',
        changedFields: ['markets', 'qualification'],
      },
    },
  ],
};

type Body = { variables?: { id?: string; versionId?: number; clinician?: Record<string, unknown> } } | null;

function setup(update?: Handler, clinician = clinicianNode()) {
  const saved = vi.fn((_variables: unknown) => {});
  const history = vi.fn(() => HISTORY);
  mockApi({
    'graphql:Clinician': ({ body }) =>
      (body as Body)?.variables?.id === CLINICIAN_ID
        ? json({ data: { Clinician: clinician } })
        : json({ data: null, errors: [{ message: 'Clinician was not found.', extensions: { code: 'NOT_FOUND' } }] }),
    'graphql:AdminAuditList': () => json({ data: { AdminAuditList: history() } }),
    'graphql:MarketList': () => json({ data: { MarketList: { edges: MARKETS.map((node) => ({ node })) } } }),
    'graphql:UpdateClinician': (request) => {
      const variables = (request.body as Body)?.variables;
      saved(variables);
      if (update) return update(request);
      return json({ data: { updateClinician: clinicianNode({ versionId: 4, employeeId: String(variables?.clinician?.employeeId) }) } });
    },
  });
  storeSession(USERS.billing);
  renderApp(`/clinicians/${CLINICIAN_ID}`);
  return { saved, history, user: userEvent.setup() };
}

const details = () => within(screen.getByRole('region', { name: 'Details' }));
const dialog = () => screen.getByRole('dialog', { name: 'Edit Fiona Florida' });

async function openEdit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  return within(await screen.findByRole('dialog', { name: 'Edit Fiona Florida' }));
}

describe('/clinicians/{clinicianId} (SPEC §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows every field of the clinician and its change history', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fiona Florida' })).toBeInTheDocument();
    const d = details();
    for (const [label, value] of [
      ['NPI', '1234567890'],
      ['Employee ID', 'E100'],
      ['Phone Number', '(Work) (813) 555-0111 ext.12'],
      ['Email', 'fiona@clinic.example'],
      ['Address', '9 Clinic Rd, Tampa, FL 33601'],
      ['Qualifications', 'RN (until 12/31/2027)'],
      ['ADP Sync Enabled', 'Yes'],
      ['Clinician Start Date', '01/15/2024'],
      ['Markets', 'Tampa Bay'],
      ['Additional Markets', 'Orlando'],
      ['Status', 'Active'],
      ['Linked User', 'Fiona Florida (fiona@demo.test)'],
    ]) {
      expect(d.getByText(label as string).nextElementSibling).toHaveTextContent(value as string);
    }
    const history = within(screen.getByRole('region', { name: 'Change history' }));
    expect(await history.findByText(/Updated · 01\/05\/2026 .* · billing@demo\.test/)).toBeInTheDocument();
    expect(history.getByText('Changed: Markets, Qualifications')).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('saves the edit against the version shown, closes after Saved and reads the history again', async () => {
    const { saved, history, user } = setup();
    const form = await openEdit(user);
    expect(form.getByLabelText('Employee ID')).toHaveValue('E100');
    expect(form.getByLabelText('Clinician Start Date')).toHaveValue('01/15/2024');
    await user.clear(form.getByLabelText('Employee ID'));
    await user.type(form.getByLabelText('Employee ID'), 'E999');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    expect(saved.mock.lastCall?.[0]).toEqual({
      id: CLINICIAN_ID,
      versionId: 3,
      clinician: {
        employeeId: 'E999',
        phones: [{ use: 'work', value: '8135550111', extension: '12' }],
        email: 'fiona@clinic.example',
        address: { line1: '9 Clinic Rd', line2: '', city: 'Tampa', state: 'FL', postalCode: '33601' },
        qualifications: [{ code: 'RN', periodEnd: '2027-12-31' }],
        adpSyncEnabled: true,
        clinicianStartDate: '2024-01-15',
        markets: ['Tampa Bay'],
        additionalMarkets: ['Orlando'],
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(details().getByText('Employee ID').nextElementSibling).toHaveTextContent('E999');
    await waitFor(() => expect(history).toHaveBeenCalledTimes(2));
  });

  it('checks the form before sending: a qualification needs its code', async () => {
    const { saved, user } = setup();
    const form = await openEdit(user);
    await expectNoAxeViolations(dialog());
    await user.clear(form.getByLabelText(/^Code/));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(MESSAGES.required)).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });

  it("shows the server's refusal on the field it names, and a CONFLICT in the SPEC §8 words", async () => {
    let answer: 'field' | 'conflict' = 'field';
    const { user } = setup(() =>
      answer === 'field'
        ? json({
            data: null,
            errors: [{ message: MESSAGES.incorrectValue, extensions: { code: 'BAD_USER_INPUT', field: 'clinician.employeeId' } }],
          })
        : json({ data: null, errors: [{ message: MESSAGES.conflict, extensions: { code: 'CONFLICT', currentVersion: 4 } }] }),
    );
    const form = await openEdit(user);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(MESSAGES.incorrectValue)).toBeInTheDocument();
    expect(form.getByLabelText('Employee ID')).toHaveAttribute('aria-invalid', 'true');
    answer = 'conflict';
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(MESSAGES.conflict);
  });

  it('is Not Found for a clinician the user cannot see', async () => {
    mockApi({
      'graphql:Clinician': () => json({ data: null, errors: [{ message: 'Clinician was not found.', extensions: { code: 'NOT_FOUND' } }] }),
    });
    storeSession(USERS.billing);
    renderApp('/clinicians/0b6f2a8e-6a55-4f0e-8f0e-2d4c3b1a9eff');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  });
});
