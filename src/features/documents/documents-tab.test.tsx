// The Documents tab (SPEC §2 chart tab 9): the patient's documents from DocumentList with the
// server's count, the category filter sent to the server, SPEC §8's confirmation before a delete
// (sent as the version the user saw, then the list and the chart's counts asked again), and
// nothing to change for reviewer-readonly.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import type { SessionUser } from '../../domain/access';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderWithProviders } from '../../test-utils/render';
import { DocumentsTab } from './documents-tab';

const doc = (id: string, title: string, category: string, categoryLabel: string, versionId = 1) => ({
  id,
  versionId,
  category,
  categoryLabel,
  description: null,
  date: '2026-05-01T14:00:00.000Z',
  author: 'Morgan Coordinator',
  attachment: { id: `a-${id}`, title, contentType: 'application/pdf', size: 2048, url: `/api/documents/${id}/content` },
});

const DOCS = [doc('d1', 'referral.pdf', 'referral', 'Referrals', 4), doc('d2', 'card.pdf', 'insurance', 'Insurances')];

type Vars = { variables?: Record<string, unknown> } | null;

function setup(user: SessionUser = USERS.admin) {
  const lists: Record<string, unknown>[] = [];
  const deletes: Record<string, unknown>[] = [];
  mockApi({
    'graphql:DocumentList': ({ body }) => {
      const variables = (body as Vars)?.variables ?? {};
      lists.push(variables);
      const rows = DOCS.filter((d) => !variables.category || d.category === variables.category);
      return json({
        data: {
          DocumentList: {
            totalCount: rows.length,
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: rows.map((node) => ({ node })),
          },
        },
      });
    },
    'graphql:DeleteDocument': ({ body }) => {
      deletes.push((body as Vars)?.variables ?? {});
      return json({ data: { deleteDocument: { id: 'd1', versionId: 5, status: 'entered-in-error' } } });
    },
  });
  storeSession(user);
  sessionStore.current();
  const view = renderWithProviders(<DocumentsTab patientId="p1" chartQueryKey={['patients', 'chart', 'p1']} />);
  const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries');
  return { ...view, lists, deletes, invalidate, user: userEvent.setup() };
}

describe('Documents tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the documents with their category, size and author, and filters by category on the server', async () => {
    const { lists, user } = setup();
    const list = await screen.findByRole('list', { name: 'Documents list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent('referral.pdfReferrals');
    expect(list).toHaveTextContent('PDF · 2.0 KB');
    expect(list).toHaveTextContent('Morgan Coordinator');
    expect(screen.getByText('Displayed 2 of 2 results')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Upload documents' })).toBeVisible();

    await user.click(screen.getByLabelText('Category', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Insurances', hidden: true }));
    await waitFor(() => expect(screen.getByText('Displayed 1 of 1 results')).toBeVisible());
    expect(lists.at(-1)).toMatchObject({ patientId: 'p1', category: 'insurance', first: 25 });
  });

  it("asks 'Are you sure you want to Delete this Document?', then deletes the version shown and refreshes the chart", async () => {
    const { deletes, invalidate, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete referral.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete document' });
    expect(dialog).toHaveTextContent('Are you sure you want to Delete this Document?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete referral.pdf' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete document' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deletes).toEqual([{ id: 'd1', versionId: 4 }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['patients', 'chart', 'p1'], exact: true });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['documents', 'p1'] });
  });

  it('offers reviewer-readonly no upload and no delete, only the files', async () => {
    const reviewer: SessionUser = {
      ...USERS.clinician,
      id: 'u-rev',
      roles: ['reviewer-readonly'],
      jobFunctions: ['other'],
      practitionerId: null,
    };
    setup(reviewer);
    expect(await screen.findByRole('button', { name: 'View referral.pdf' })).toBeEnabled();
    expect(screen.queryByRole('group', { name: 'Upload documents' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });
});
