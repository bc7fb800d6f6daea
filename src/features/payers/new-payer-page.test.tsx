// /payers/new (SPEC §2, §5, §7) through the real route: the form's own refusals on their fields;
// Save asks GetDuplicatedOrganizations first and, when same-named payers exist, shows them with
// 'Create anyway' / 'Cancel'; an IPA picks its MSO; the server's refusal lands on its field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { json } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import { duplicateOf, INSURER, MSO, mockPayerApi, type PayerApiOptions } from './testing/payer-fixtures';

const user = userEvent.setup();

/** Picks `option` in the `index`th select whose label starts with `label` (a required one's ends with '*'). */
async function choose(label: string, option: string, index = 0) {
  const inputs = screen.getAllByLabelText(new RegExp(`^${label}`), { selector: 'input' });
  await user.click(inputs[index] as HTMLElement);
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function open(options: PayerApiOptions = {}) {
  const calls = mockPayerApi(options);
  storeSession(USERS.admin);
  const view = renderApp('/payers/new');
  await screen.findByRole('heading', { name: 'New payer', level: 1 });
  return { calls, ...view };
}

async function fillInsurer() {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Summit Health of Florida');
  await choose('Type', 'Insurer');
  await user.type(screen.getByRole('textbox', { name: /^Address Line 1/ }), '1 Main St');
  await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Tampa');
  await choose('State', 'FL');
  await user.type(screen.getByRole('textbox', { name: /^Zip Code/ }), '33601');
}

describe('/payers/new', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the SPEC §5 words on the fields and asks nothing of the server', async () => {
    const { calls } = await open();
    await expectNoAxeViolations(screen.getByRole('main'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const form = screen.getByRole('form', { name: 'New payer' });
    expect(await within(form).findAllByText('This field is required')).toHaveLength(6);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nope');
    await user.tab();
    expect(await screen.findByText('This field has incorrect value')).toBeInTheDocument();
    expect(calls.duplicates).not.toHaveBeenCalled();
    expect(calls.create).not.toHaveBeenCalled();
  });

  it('creates a payer with no duplicates at once, then shows its page', async () => {
    const { calls, router } = await open();
    await fillInsurer();
    await user.click(screen.getByRole('button', { name: 'Add phone' }));
    await choose('Type', 'Work', 1);
    await user.type(screen.getByRole('textbox', { name: /^Number/ }), '8135550100');
    await user.type(screen.getByRole('textbox', { name: 'Ext.' }), '12');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.create).toHaveBeenCalledTimes(1));
    expect(calls.duplicates).toHaveBeenCalledWith({ organizationName: 'Summit Health of Florida', state: 'FL' });
    expect(calls.create.mock.calls[0]?.[0]).toEqual({
      organization: expect.objectContaining({
        name: 'Summit Health of Florida',
        type: 'ins',
        active: true,
        partOfId: '',
        contracted: 'yes',
        address: { line1: '1 Main St', line2: '', city: 'Tampa', state: 'FL', postalCode: '33601' },
        phones: [{ use: 'work', value: '8135550100', extension: '12' }],
      }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/payers/new-payer-id'));
  });

  it('shows same-named payers first: Cancel keeps the form, Create anyway creates', async () => {
    const { calls } = await open({ duplicates: () => json({ data: { GetDuplicatedOrganizations: [duplicateOf(INSURER)] } }) });
    await fillInsurer();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Possible duplicate payer' });
    expect(within(dialog).getByText(/A payer with this name already exists in FL/)).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Payers with this name' })).toHaveTextContent(
      'Summit Health of Florida · Insurer · Active · Tampa',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.create).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Create anyway' }));
    await waitFor(() => expect(calls.create).toHaveBeenCalledTimes(1));
  });

  it("puts the server's refusal on the field it names", async () => {
    await open({
      create: () =>
        json({
          data: null,
          errors: [
            {
              message: 'An organization with this name already exists in this state.',
              extensions: { code: 'CONFLICT', field: 'organization.name' },
            },
          ],
        }),
    });
    await fillInsurer();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An organization with this name already exists in this state.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers the active MSOs to an IPA only', async () => {
    const { calls } = await open();
    expect(screen.queryByLabelText('MSO', { selector: 'input' })).not.toBeInTheDocument();
    await choose('Type', 'IPA');
    await choose('MSO', `${MSO.name} (FL)`);
    // The active MSOs only (the options document asks for active ones).
    await waitFor(() => expect(calls.options).toHaveBeenCalledWith(expect.objectContaining({ type: ['mso'] })));
    await choose('Type', 'Insurer');
    expect(screen.queryByLabelText('MSO', { selector: 'input' })).not.toBeInTheDocument();
  });
});
