// /payers/{payerId} (SPEC §2, §3 display rules) through the real route: the fields, identifiers,
// address and contact points; an IPA's MSO link or 'No MSO associated with this IPA.'; an MSO's
// IPAs; the 'Change history'; an unknown payer is Not Found.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import { IPA, LONE_IPA, MSO, mockPayerApi } from './testing/payer-fixtures';

const field = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('/payers/{payerId}', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows an IPA's fields, its MSO and its change history", async () => {
    mockPayerApi();
    storeSession(USERS.admin);
    renderApp(`/payers/${IPA.id}`);
    expect(await screen.findByRole('heading', { name: IPA.name, level: 1 })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(field(details, 'Type')).toHaveTextContent('IPA');
    expect(field(details, 'Status')).toHaveTextContent('Active');
    expect(field(details, 'Insurer External ID')).toHaveTextContent('EXT-100001');
    expect(field(details, 'Availity Payer ID')).toHaveTextContent('SUMFL');
    expect(field(details, 'Contracted')).toHaveTextContent('Yes');
    expect(within(details).getByRole('link', { name: MSO.name })).toHaveAttribute('href', `/payers/${MSO.id}`);

    const contact = screen.getByRole('region', { name: 'Address and contact' });
    expect(field(contact, 'Address')).toHaveTextContent('1 Main St, Suite 200, Tampa, FL 33601-1234');
    expect(field(contact, 'Phones')).toHaveTextContent('(Work) (813) 555-0100 ext.12');
    expect(field(contact, 'Phones')).toHaveTextContent('(Other) (813) 555-0102');
    expect(field(contact, 'Fax')).toHaveTextContent('(813) 555-0101 (Fax)');
    expect(within(contact).getByRole('link', { name: 'intake@summit.example' })).toHaveAttribute('href', 'mailto:intake@summit.example');
    expect(within(contact).getByRole('link', { name: 'https://summit.example' })).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Change history' });
    const entries = await within(history).findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent(/^Updated · \d\d\/\d\d\/2026 \d\d:\d\d [AP]M · admin@demo\.test/);
    expect(entries[0]).toHaveTextContent('Changed: Active, Email');
    expect(entries[1]).toHaveTextContent(/^Created · /);
    expect(entries[1]).not.toHaveTextContent('Changed');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/payers/${IPA.id}/edit`);
    expect(screen.queryByRole('region', { name: 'IPAs' })).not.toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it("says when an IPA has no MSO, and 'Not Available' for what is unknown", async () => {
    mockPayerApi();
    storeSession(USERS.admin);
    renderApp(`/payers/${LONE_IPA.id}`);
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(field(details, 'MSO')).toHaveTextContent('No MSO associated with this IPA.');
    expect(field(details, 'Contracted')).toHaveTextContent('No');
    expect(field(screen.getByRole('region', { name: 'Address and contact' }), 'Fax')).toHaveTextContent('Not Available');
  });

  it("lists an MSO's IPAs", async () => {
    const calls = mockPayerApi();
    storeSession(USERS.admin);
    renderApp(`/payers/${MSO.id}`);
    const ipas = await screen.findByRole('region', { name: 'IPAs' });
    expect(await within(ipas).findByRole('link', { name: IPA.name })).toHaveAttribute('href', `/payers/${IPA.id}`);
    expect(within(ipas).getByText('Displayed 1 of 1 results')).toBeInTheDocument();
    expect(calls.list).toHaveBeenCalledWith(expect.objectContaining({ type: ['ipa'], partOfId: MSO.id }));
    expect(within(screen.getByRole('region', { name: 'Details' })).queryByText('MSO', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('offers no Edit to a reviewer-readonly user, who changes nothing', async () => {
    mockPayerApi();
    storeSession({ ...USERS.admin, roles: ['reviewer-readonly'] });
    renderApp(`/payers/${IPA.id}`);
    await screen.findByRole('heading', { name: IPA.name, level: 1 });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('is Not Found for an unknown payer', async () => {
    mockPayerApi();
    storeSession(USERS.admin);
    renderApp('/payers/99999999-9999-4999-8999-999999999999');
    expect(await screen.findByText('Not Found')).toBeInTheDocument();
  });
});
