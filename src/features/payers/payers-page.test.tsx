// /payers (SPEC §2 Payers) through the real route: the rows (name to its page, type label, state,
// Active / Inactive, an IPA's MSO), the filter panel (type, state, status) and the search sent to
// OrganizationList, and 'New payer'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { json } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import { connection, INSURER, IPA, LONE_IPA, listItem, MSO, mockPayerApi } from './testing/payer-fixtures';

const user = userEvent.setup();

async function choose(label: string, option: string) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('/payers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the payers with their type, state, status and MSO', async () => {
    mockPayerApi({
      list: () => json({ data: { OrganizationList: connection([MSO, INSURER, { ...LONE_IPA, active: false }, IPA].map(listItem), 30) } }),
    });
    storeSession(USERS.admin);
    renderApp('/payers');
    expect(await screen.findByRole('heading', { name: 'Payers', level: 1 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Payers' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([MSO.name, INSURER.name, LONE_IPA.name, IPA.name]);
    expect(rows[0]).toHaveTextContent('MSO · FL');
    expect(rows[1]).toHaveTextContent('Insurer · FL');
    expect(rows[2]).toHaveTextContent('Inactive');
    expect(rows[3]).toHaveTextContent('IPA · FL · MSO: Florida Care Management MSO');
    expect(rows[3]).toHaveTextContent('Active');
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', `/payers/${MSO.id}`);
    expect(screen.getByText('Displayed 4 of 30 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New payer' })).toHaveAttribute('href', '/payers/new');
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('sends the search and the filters to OrganizationList', async () => {
    const calls = mockPayerApi();
    storeSession(USERS.admin);
    renderApp('/payers');
    await screen.findByRole('list', { name: 'Payers' });
    expect(calls.list).toHaveBeenLastCalledWith(expect.objectContaining({ term: null, type: null, state: null, active: null, first: 25 }));

    await choose('Type', 'IPA');
    await waitFor(() => expect(calls.list).toHaveBeenLastCalledWith(expect.objectContaining({ type: ['ipa'] })));
    await choose('State', 'TX');
    await waitFor(() => expect(calls.list).toHaveBeenLastCalledWith(expect.objectContaining({ type: ['ipa'], state: 'TX' })));
    await choose('Status', 'Inactive');
    await waitFor(() => expect(calls.list).toHaveBeenLastCalledWith(expect.objectContaining({ active: false })));

    await user.type(screen.getByRole('searchbox', { name: 'Search payers' }), '  summit {Enter}');
    await waitFor(() => expect(calls.list).toHaveBeenLastCalledWith(expect.objectContaining({ term: 'summit', type: ['ipa'] })));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(calls.list).toHaveBeenLastCalledWith(expect.objectContaining({ term: 'summit', type: null, state: null, active: null })),
    );
  });

  it('says so when nothing matches', async () => {
    mockPayerApi({ list: () => json({ data: { OrganizationList: connection([]) } }) });
    storeSession(USERS.admin);
    renderApp('/payers?type=mso&state=UT');
    expect(await screen.findByText('No data found to display')).toBeInTheDocument();
  });

  it('is Forbidden without settings', async () => {
    mockPayerApi();
    storeSession(USERS.billing);
    renderApp('/payers');
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
  });
});
