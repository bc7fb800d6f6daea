// A code system's page through the real route (SPEC §2 administrative code systems; clinical config
// sections share it): the draft's codes with their statuses, a code added in the dialog (its code
// suggested from the display) and sent against the draft's version, the server's refusal shown on
// its field, 'Publish' enabled only while the draft has changes, and a file imported into the draft
// (and the draft exported).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { type Handler, json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';

type Body = { variables?: Record<string, unknown> } | null;
const variablesOf = (request: { body: unknown }) => (request.body as Body)?.variables ?? {};

const system = (over: Record<string, unknown> = {}) => ({
  id: 'discharge-reason',
  url: 'https://woundcare.example/fhir/ValueSet/discharge-reason',
  title: 'Discharge Reasons',
  kind: 'administrative',
  noun: 'reason',
  categories: null,
  draftVersion: 4,
  publishedVersion: 1,
  draftChanged: false,
  concepts: [
    { code: 'wound-healed', display: 'Wound healed', status: 'active', category: null },
    { code: 'hospice', display: 'Hospice', status: 'inactive', category: null },
  ],
  versions: [{ version: 1, status: 'active', publishedAt: '2026-11-01T15:00:00.000Z', count: 2 }],
  ...over,
});

function setup(save?: Handler) {
  const calls = { save: vi.fn(), publish: vi.fn(), exported: vi.fn(), imported: vi.fn() };
  mockApi({
    'graphql:CodeSystem': () => json({ data: { CodeSystem: system() } }),
    'graphql:AdminAuditList': () =>
      json({ data: { AdminAuditList: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } } }),
    'graphql:SaveCodeSystemConcept': (request) => {
      calls.save(variablesOf(request));
      if (save) return save(request);
      const { concept } = variablesOf(request) as { concept: Record<string, unknown> };
      const base = system();
      return json({
        data: {
          saveCodeSystemConcept: system({
            draftVersion: 5,
            draftChanged: true,
            concepts: [...base.concepts, { ...concept, category: null }],
          }),
        },
      });
    },
    'graphql:ExportCodeSystem': (request) => {
      calls.exported(variablesOf(request));
      return json({ data: { exportCodeSystem: { fileName: 'discharge-reason.csv', mediaType: 'text/csv', content: 'code,display\n' } } });
    },
    'graphql:ImportCodeSystem': (request) => {
      calls.imported(variablesOf(request));
      const moved = { code: 'moved-away', display: 'Moved away', status: 'active', category: null };
      return json({
        data: {
          importCodeSystem: {
            added: 1,
            updated: 1,
            unchanged: 0,
            codeSystem: system({ draftVersion: 5, draftChanged: true, concepts: [...system().concepts, moved] }),
          },
        },
      });
    },
    'graphql:PublishCodeSystem': (request) => {
      calls.publish(variablesOf(request));
      return json({ data: { publishCodeSystem: system({ publishedVersion: 2, draftVersion: 6 }) } });
    },
  });
  storeSession(USERS.admin);
  const view = renderApp('/administrative-config/code-system/discharge-reason');
  return { ...view, calls, user: userEvent.setup() };
}

describe('a code system page (SPEC §2)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the draft’s codes with their statuses; publish waits for a change', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Discharge Reasons' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Discharge Reasons codes' }));
    expect(table.getByRole('row', { name: /Wound healed wound-healed Active/ })).toBeInTheDocument();
    expect(table.getByRole('row', { name: /Hospice hospice Inactive \(retired\)/ })).toBeInTheDocument();
    expect(screen.getByText('Published version 1 · The draft matches the published version')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('adds a reason against the draft’s version, then publishes it', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add reason' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add reason' }));
    await user.type(form.getByLabelText(/^Display/), 'Moved away');
    expect(form.getByLabelText(/^Code/)).toHaveValue('moved-away');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.save).toHaveBeenCalledOnce());
    expect(calls.save.mock.lastCall?.[0]).toEqual({
      codeSystemId: 'discharge-reason',
      draftVersion: 4,
      isNew: true,
      concept: { code: 'moved-away', display: 'Moved away', status: 'active', category: null, members: null },
    });
    expect(await screen.findByRole('row', { name: /Moved away moved-away Active/ })).toBeInTheDocument();
    const publish = screen.getByRole('button', { name: 'Publish' });
    await waitFor(() => expect(publish).toBeEnabled());
    await user.click(publish);
    await waitFor(() => expect(calls.publish).toHaveBeenCalledWith({ codeSystemId: 'discharge-reason', draftVersion: 5 }));
    expect(await screen.findByText(/^Version 2 is published/)).toBeInTheDocument();
  });

  it('imports a CSV file into the draft against its version and says what it did; exports the draft as CSV', async () => {
    const { calls, user } = setup();
    await screen.findByRole('table', { name: 'Discharge Reasons codes' });
    const csv = 'code,display,status\nmoved-away,Moved away,active\nhospice,Hospice,active\n';
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([csv], 'reasons.csv', { type: 'text/csv' }));
    await waitFor(() => expect(calls.imported).toHaveBeenCalledOnce());
    // The client trims every text it sends (trim-variables.ts): the file's last line break too.
    expect(calls.imported.mock.lastCall?.[0]).toEqual({
      codeSystemId: 'discharge-reason',
      draftVersion: 4,
      format: 'csv',
      content: csv.trim(),
    });
    expect(await screen.findByText(/^Imported into the draft: 1 code added, 1 code changed, 0 unchanged/)).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Moved away moved-away Active/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();

    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV', hidden: true }));
    await waitFor(() => expect(calls.exported).toHaveBeenCalledWith({ id: 'discharge-reason', format: 'csv' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
  });

  it('shows the server’s refusal of a code on the Code field', async () => {
    const { user } = setup(() =>
      json({ data: null, errors: [{ message: MESSAGES.incorrectValue, extensions: { code: 'BAD_USER_INPUT', field: 'concept.code' } }] }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add reason' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add reason' }));
    await user.type(form.getByLabelText(/^Display/), 'Hospice');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(MESSAGES.incorrectValue)).toBeInTheDocument();
  });
});
