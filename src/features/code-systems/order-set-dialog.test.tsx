// SPEC §2 clinical config 'order-sets' through the real route: each set lists the orders it stands
// for by their catalog words, and a new set is saved with the orders picked from the published
// catalog (members), which the dialog requires.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../domain/access';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import { valueSetCodesByIdAnswer } from '../../test-utils/value-set-mock';

// The demo admin's id (its device key is unlocked in tests/setup-dom.ts), as a clinical admin.
const CLINICAL_ADMIN: SessionUser = {
  ...USERS.admin,
  roles: ['clinical-admin'],
  permissions: ['clinical-admin'],
};

const orderSets = (concepts: unknown[]) => ({
  id: 'order-sets',
  url: 'https://woundcare.example/fhir/ValueSet/order-sets',
  title: 'Order Sets',
  kind: 'clinical',
  noun: 'order set',
  categories: null,
  membersFrom: 'orders',
  draftVersion: 2,
  publishedVersion: 1,
  draftChanged: false,
  concepts,
  versions: [{ version: 1, status: 'active', publishedAt: '2026-11-01T15:00:00.000Z', count: 1 }],
});
const ARTERIAL = {
  code: 'arterial-workup',
  display: 'Arterial work-up',
  status: 'active',
  category: null,
  members: ['abi', 'arterial-duplex'],
};

describe('order sets (SPEC §2 clinical config)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each set’s orders and saves a new set with the orders picked', async () => {
    const saved = vi.fn();
    mockApi({
      'graphql:CodeSystem': () => json({ data: { CodeSystem: orderSets([ARTERIAL]) } }),
      'graphql:AdminAuditList': () =>
        json({ data: { AdminAuditList: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } } }),
      'graphql:ValueSetCodes': valueSetCodesByIdAnswer({
        orders: [
          { code: 'abi', display: 'Ankle-brachial index (ABI)' },
          { code: 'arterial-duplex', display: 'Arterial duplex ultrasound' },
          { code: 'cbc', display: 'Complete blood count (CBC)' },
        ],
      }),
      'graphql:SaveCodeSystemConcept': ({ body }) => {
        const variables = (body as { variables: { concept: Record<string, unknown> } }).variables;
        saved(variables.concept);
        return json({ data: { saveCodeSystemConcept: orderSets([ARTERIAL, { ...variables.concept, category: null }]) } });
      },
    });
    storeSession(CLINICAL_ADMIN);
    renderApp('/clinical-config/order-sets');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Order Sets codes' });
    expect(
      await within(table).findByRole('row', {
        name: /Arterial work-up arterial-workup Ankle-brachial index \(ABI\), Arterial duplex ultrasound/,
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add order set' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add order set' }));
    await user.type(dialog.getByLabelText(/^Display/), 'Lab work');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('This field is required')).toBeInTheDocument();
    await user.click(dialog.getByLabelText(/^Orders/, { selector: 'input' }));
    await user.click(await dialog.findByRole('option', { name: 'Complete blood count (CBC)', hidden: true }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({ code: 'lab-work', display: 'Lab work', status: 'active', category: null, members: ['cbc'] }),
    );
    expect(await screen.findByRole('row', { name: /Lab work lab-work Complete blood count \(CBC\)/ })).toBeInTheDocument();
  });
});
