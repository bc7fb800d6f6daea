// PCC config, telehealth clinicians and lead clinicians (SPEC §2) through the real routes: the
// list titled as the menu labels it, a user's page with what they cover and the 'Change history',
// the edit form's multi-selects saving through updateCoverageConfig, a refusal shown on its field,
// and the 403 of a user without 'settings'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { type Handler, json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';

const PENNY = '11111111-1111-4111-8111-111111111111';
const LEE = '22222222-2222-4222-8222-222222222222';
const TAMPA = '33333333-3333-4333-8333-333333333333';
const HOUSTON = '44444444-4444-4444-8444-444444444444';
const PAT = '55555555-5555-4555-8555-555555555555';
const SAM = '66666666-6666-4666-8666-666666666666';

const config = (over: Record<string, unknown>) => ({
  kind: 'pcc',
  userId: PENNY,
  name: 'Penny Coordinator',
  email: 'penny@demo.test',
  status: 'active',
  states: [],
  markets: [],
  clinicians: [],
  updatedAt: null,
  versionId: 0,
  ...over,
});
const PENNY_CONFIG = config({
  states: ['FL'],
  markets: [{ id: TAMPA, name: 'Tampa Bay', state: 'FL' }],
  updatedAt: '2026-02-10T16:00:00.000Z',
  versionId: 2,
});
const OTTO_CONFIG = config({
  userId: '77777777-7777-4777-8777-777777777777',
  name: 'Otto Office',
  email: 'otto@demo.test',
  status: 'inactive',
});
const LEE_CONFIG = config({
  kind: 'lead',
  userId: LEE,
  name: 'Lee Lead',
  email: 'lee@demo.test',
  clinicians: [{ id: PAT, name: 'Pat Practitioner', state: 'FL', active: true }],
  updatedAt: '2026-02-11T16:00:00.000Z',
  versionId: 1,
});

const connection = (nodes: unknown[]) => ({
  totalCount: nodes.length,
  pageInfo: { hasNextPage: false, endCursor: null },
  edges: nodes.map((node) => ({ node })),
});
const AUDIT = [
  { id: 'a2', at: '2026-02-11T16:00:00.000Z', actorEmail: 'admin@demo.test', action: 'update', changedFields: ['clinicianIds'] },
  { id: 'a1', at: '2026-02-10T14:00:00.000Z', actorEmail: 'admin@demo.test', action: 'create', changedFields: ['clinicianIds'] },
];

type Body = { variables?: Record<string, unknown> } | null;

function setup(path: string, { update, user = USERS.admin }: { update?: Handler; user?: (typeof USERS)[keyof typeof USERS] } = {}) {
  const saved = vi.fn((_variables: unknown) => {});
  mockApi({
    'graphql:CoverageConfigList': () => json({ data: { CoverageConfigList: connection([PENNY_CONFIG, OTTO_CONFIG]) } }),
    'graphql:CoverageConfig': (request) => {
      const kind = (request.body as Body)?.variables?.kind;
      return json({
        data: {
          CoverageConfig:
            kind === 'lead'
              ? {
                  config: LEE_CONFIG,
                  clinicianChoices: [
                    { id: PAT, name: 'Pat Practitioner', state: 'FL', active: true },
                    { id: SAM, name: 'Sam Smith', state: 'TX', active: true },
                  ],
                }
              : { config: PENNY_CONFIG, clinicianChoices: [] },
        },
      });
    },
    'graphql:AdminAuditList': () => json({ data: { AdminAuditList: connection(AUDIT) } }),
    'graphql:MarketList': () =>
      json({
        data: {
          MarketList: {
            totalCount: 2,
            edges: [{ node: { id: TAMPA, name: 'Tampa Bay', state: 'FL' } }, { node: { id: HOUSTON, name: 'Houston', state: 'TX' } }],
          },
        },
      }),
    'graphql:UpdateCoverageConfig': (request) => {
      const variables = (request.body as Body)?.variables;
      saved(variables);
      if (update) return update(request);
      const input = variables?.input as { states: string[] };
      return json({ data: { updateCoverageConfig: { ...PENNY_CONFIG, states: input.states } } });
    },
  });
  storeSession(user);
  const view = renderApp(path);
  return { ...view, saved, user: userEvent.setup() };
}

const option = (name: string) => screen.findByRole('option', { name, hidden: true });

describe('coverage screens (SPEC §2 PCC Config, Telehealth Clinicians, Lead Clinicians)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the users of the kind with what each covers', async () => {
    setup('/pcc-config');
    expect(await screen.findByRole('heading', { level: 1, name: 'PCC Config' })).toBeInTheDocument();
    expect(await screen.findByText('Displayed 2 of 2 results')).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'PCC Config' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('States: FL · Markets: Tampa Bay');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Penny Coordinator' })).toHaveAttribute('href', `/pcc-config/${PENNY}`);
    expect(rows[1]).toHaveTextContent('Not configured yet');
    expect(rows[1]).toHaveTextContent('Inactive');
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('titles the telehealth and lead lists as the menu does', async () => {
    setup('/th-clinician');
    expect(await screen.findByRole('heading', { level: 1, name: 'Telehealth Clinicians' })).toBeInTheDocument();
  });

  it('shows a lead’s clinicians and the change history, with Edit', async () => {
    setup(`/lead-clinician/${LEE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lee Lead' })).toBeInTheDocument();
    const clinicians = screen.getByRole('region', { name: 'Clinicians' });
    expect(within(clinicians).getByText('Pat Practitioner')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'States' })).not.toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Change history' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Updated');
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Changed: Clinicians');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/lead-clinician/${LEE}/edit`);
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('saves the chosen states and markets, then shows the user’s page', async () => {
    const { saved, user, router } = setup(`/pcc-config/${PENNY}/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Penny Coordinator' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'States' }));
    await user.click(await option('TX'));
    await user.click(screen.getByRole('combobox', { name: 'Markets' }));
    await user.click(await option('Houston (TX)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      // The version the form read: a save over a newer one is refused (CONFLICT), not applied.
      expect(saved).toHaveBeenCalledWith({
        kind: 'pcc',
        userId: PENNY,
        versionId: 2,
        input: { states: ['FL', 'TX'], marketIds: [TAMPA, HOUSTON], clinicianIds: [] },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pcc-config/${PENNY}`));
  });

  it('offers a lead the active clinicians, without states or markets', async () => {
    const { saved, user } = setup(`/lead-clinician/${LEE}/edit`, {
      update: () => json({ data: { updateCoverageConfig: LEE_CONFIG } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Lee Lead' });
    expect(screen.queryByRole('combobox', { name: 'States' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Clinicians/ }));
    await user.click(await option('Sam Smith (TX)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'lead', versionId: 1, input: { states: [], marketIds: [], clinicianIds: [PAT, SAM] } }),
      ),
    );
  });

  it('shows a refusal naming a field on that field', async () => {
    const { user } = setup(`/pcc-config/${PENNY}/edit`, {
      update: () =>
        json({
          data: null,
          errors: [{ message: 'This field has incorrect value', extensions: { code: 'BAD_USER_INPUT', field: 'input.marketIds' } }],
        }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Penny Coordinator' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field has incorrect value')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Markets' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('is Forbidden without the settings permission', async () => {
    setup('/pcc-config', { user: USERS.billing });
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
  });
});
