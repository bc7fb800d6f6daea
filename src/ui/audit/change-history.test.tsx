// The 'Change history' of a record (AdminAuditList): the entries in words, newest first, a
// creation without its fields, 25 at a time with 'Load more', and 'No data found to display'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderWithProviders } from '../../test-utils/render';
import { ChangeHistory } from './change-history';

type Body = { variables?: Record<string, unknown> } | null;

const entry = (i: number, action = 'update', changedFields = ['name']) => ({
  id: `a${i}`,
  at: '2026-02-10T16:00:00.000Z',
  actorEmail: i % 2 ? 'admin@demo.test' : null,
  action,
  changedFields,
});
const ENTRIES = [
  entry(1, 'update', ['states', 'clinicianIds']),
  ...Array.from({ length: 28 }, (_, i) => entry(i + 2)),
  entry(30, 'create', ['states']),
];

function setup(entries = ENTRIES) {
  const asked = vi.fn((_variables: unknown) => {});
  mockApi({
    'graphql:AdminAuditList': (request) => {
      const variables = (request.body as Body)?.variables ?? {};
      asked(variables);
      const offset = variables.after ? Number(variables.after) : 0;
      const page = entries.slice(offset, offset + Number(variables.first));
      const end = offset + page.length;
      return json({
        data: {
          AdminAuditList: {
            totalCount: entries.length,
            pageInfo: { hasNextPage: end < entries.length, endCursor: String(end) },
            edges: page.map((node) => ({ node })),
          },
        },
      });
    },
  });
  storeSession(USERS.admin);
  renderWithProviders(<ChangeHistory entityType="CoverageConfig" entityId="lead:u-1" />);
  return { asked, user: userEvent.setup() };
}

const items = () => within(screen.getByRole('list', { name: 'Change history' })).getAllByRole('listitem');

describe('ChangeHistory', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows 25 entries in words, then the rest with 'Load more'", async () => {
    const { asked, user } = setup();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 25 of 30 results'));
    expect(asked).toHaveBeenLastCalledWith({ entityType: 'CoverageConfig', entityId: 'lead:u-1', first: 25, after: null });
    expect(items()[0]).toHaveTextContent(/^Updated · 02\/10\/2026 \d\d:\d\d [AP]M · admin@demo\.test/);
    expect(items()[0]).toHaveTextContent('Changed: States, Clinicians');
    expect(items()[1]).toHaveTextContent(/· System/);
    await expectNoAxeViolations(screen.getByRole('region', { name: 'Change history' }));

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Displayed 30 of 30 results'));
    expect(asked).toHaveBeenLastCalledWith(expect.objectContaining({ after: '25' }));
    const created = items().at(-1);
    expect(created).toHaveTextContent(/^Configured · /);
    expect(created).not.toHaveTextContent('Changed');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("says 'No data found to display' when nothing was changed", async () => {
    setup([]);
    expect(await screen.findByText('No data found to display')).toBeInTheDocument();
  });
});
