// SPEC §2 Form Config through the real route: a plan's form logic changed and saved against its
// version; a form's item hidden and another made required, previewed as a clinician will see it
// (before anything is saved), then published with only the changed items.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../domain/access';
import { json, mockApi } from '../../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../../test-utils/fixtures';
import { renderApp } from '../../../test-utils/render';

// The demo admin's id (its device key is unlocked in tests/setup-dom.ts), as a clinical admin.
const CLINICAL_ADMIN: SessionUser = { ...USERS.admin, roles: ['clinical-admin'], permissions: ['clinical-admin'] };

type Body = { variables?: Record<string, unknown> } | null;

const PLAN = {
  id: '6f0b6b2a-1111-4c8f-9a51-3f2d7e1c9a01',
  versionId: 3,
  title: 'Follow-up',
  encounterType: 'follow-up',
  deliveryType: 'in-person',
  forms: [
    { questionnaireCode: 'interval-history', logic: 'must', questionnaire: { title: 'Interval History' } },
    { questionnaireCode: 'nutrition', logic: 'any', questionnaire: { title: 'Nutrition' } },
  ],
};
const FORM = {
  id: '6f0b6b2a-2222-4c8f-9a51-3f2d7e1c9a01',
  versionId: 4,
  code: 'nutrition',
  title: 'Nutrition',
  status: 'active',
  items: [
    { linkId: 'appetite', text: 'Appetite', type: 'string' },
    { linkId: 'weight', text: 'Weight in pounds', type: 'decimal' },
  ],
};

function setup() {
  const calls = { plan: vi.fn(), publish: vi.fn() };
  mockApi({
    'graphql:PlanDefinitionList': () => json({ data: { PlanDefinitionList: [PLAN] } }),
    'graphql:QuestionnaireList': () => json({ data: { QuestionnaireList: [FORM] } }),
    'graphql:AdminAuditList': () =>
      json({ data: { AdminAuditList: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } } }),
    'graphql:UpdatePlanDefinitionForms': ({ body }) => {
      calls.plan((body as Body)?.variables);
      return json({ data: { updatePlanDefinitionForms: { id: PLAN.id, versionId: 4 } } });
    },
    'graphql:PublishQuestionnaire': ({ body }) => {
      calls.publish((body as Body)?.variables);
      return json({ data: { publishQuestionnaire: { code: 'nutrition', versionId: 5 } } });
    },
  });
  storeSession(CLINICAL_ADMIN);
  renderApp('/clinical-config/forms-config');
  return { calls, user: userEvent.setup() };
}

describe('Form Config (SPEC §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("saves a plan's form logic against its version", async () => {
    const { calls, user } = setup();
    const logic = await screen.findByRole('table', { name: 'Form logic' });
    expect(within(logic).getByRole('row', { name: /Nutrition .*Listed, optional/ })).toBeInTheDocument();
    const save = screen.getAllByRole('button', { name: 'Save' })[0] as HTMLElement;
    expect(save).toBeDisabled();
    await user.click(within(logic).getByRole('combobox', { name: 'Nutrition form logic' }));
    const choices = await screen.findByRole('listbox', { name: 'Nutrition form logic', hidden: true });
    await user.click(within(choices).getByRole('option', { name: 'Never', hidden: true }));
    expect(within(logic).getByRole('row', { name: /Nutrition .*Not listed/ })).toBeInTheDocument();
    await user.click(save);
    await waitFor(() =>
      expect(calls.plan).toHaveBeenCalledWith({
        id: PLAN.id,
        versionId: 3,
        forms: [
          { questionnaireCode: 'interval-history', logic: 'must' },
          { questionnaireCode: 'nutrition', logic: 'never' },
        ],
      }),
    );
  });

  it('previews a hidden and a required item as a clinician will see them, then publishes only the changes', async () => {
    const { calls, user } = setup();
    const items = await screen.findByRole('table', { name: 'Nutrition items' });
    await user.click(within(items).getByRole('switch', { name: 'Appetite: visible' }));
    await user.click(within(items).getByRole('switch', { name: 'Weight in pounds: required' }));
    expect(screen.getByText(/Version 4 · 2 items changed, not yet published/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview: Nutrition' });
    expect(within(preview).queryByText('Appetite')).not.toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Check' }));
    expect(await within(preview).findByText('This field is required')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: 'Close' }));
    expect(calls.publish).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(calls.publish).toHaveBeenCalledWith({
        code: 'nutrition',
        versionId: 4,
        items: [
          { linkId: 'appetite', visible: false, required: false },
          { linkId: 'weight', visible: true, required: true },
        ],
      }),
    );
  });
});
