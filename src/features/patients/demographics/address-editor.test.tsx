// SPEC §3/§4/§5 addresses in the demographics edit: a new postal code or state clears the county
// and market; a facility address picks its care facility through the 'Care Facility Lookup', which
// fills the place (and keeps the county it brings), then its contact or None in the 'Care Facility
// Contact' step ('Add' saves a New Contact Person); a facility address needs its facility; the
// city's pattern; the patient's home health agency.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_ID, FACILITY_ID, HOME_HEALTH_ID, PHYSICIAN_ID, PRACTICE_ID, renderEditor } from './testing/demographics-fixtures';

type User = ReturnType<typeof userEvent.setup>;

const openAddress = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'Edit Demographics' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Demographics' });
  return { dialog, address: await within(dialog).findByRole('group', { name: 'Address 1' }) };
};
const field = (scope: HTMLElement, label: RegExp) => within(scope).getByLabelText(label, { selector: 'input' });

// The whole edit form renders for each test: a ceiling for a busy machine, not a wait.
describe('address editor (SPEC §3, §4, §5)', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('clears the county and the market when the postal code changes, and when the state does', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const { address } = await openAddress(user);
    expect(field(address, /^County/)).toHaveValue('Hillsborough');
    expect(field(address, /^Market/)).toHaveValue('Tampa Bay');
    expect(field(address, /^Zip Code/)).toHaveValue('33612');

    await user.clear(field(address, /^Zip Code/));
    await user.type(field(address, /^Zip Code/), '336131234');
    expect(field(address, /^Zip Code/)).toHaveValue('33613-1234');
    await waitFor(() => expect(field(address, /^County/)).toHaveValue(''));
    expect(field(address, /^Market/)).toHaveValue('');

    // A county picked again is cleared by a new state.
    await user.click(field(address, /^County/));
    await user.click(await screen.findByRole('option', { name: 'Pasco', hidden: true }));
    expect(field(address, /^County/)).toHaveValue('Pasco');
    await user.click(field(address, /^State/));
    await user.click(await screen.findByRole('option', { name: 'TX', hidden: true }));
    await waitFor(() => expect(field(address, /^County/)).toHaveValue(''));
  });

  it('picks a care facility through the Care Facility Lookup, then its contact in the Care Facility Contact step, and saves it', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderEditor();
    const { dialog, address } = await openAddress(user);
    await user.click(within(address).getByRole('radio', { name: 'Facility' }));
    await user.click(within(address).getByRole('button', { name: 'Care Facility Lookup' }));
    const lookup = await screen.findByRole('dialog', { name: 'Care Facility Lookup' });
    const row = await within(lookup).findByRole('button', { name: /Oak Manor Assisted Living/ });
    expect(within(lookup).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(row);
    expect(row).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(lookup).getByRole('button', { name: 'Next' }));
    const step = await screen.findByRole('dialog', { name: 'Care Facility Contact' });
    // The active contacts (the inactive one is not offered) and None, which is chosen until one is picked.
    expect(await within(step).findByRole('radio', { name: /Dr Ann Lee \(Primary\)/ })).not.toBeChecked();
    expect(within(step).queryByRole('radio', { name: /Old Contact/ })).not.toBeInTheDocument();
    expect(within(step).getByRole('radio', { name: 'None' })).toBeChecked();
    await user.click(within(step).getByRole('radio', { name: /Dr Ann Lee/ }));
    await user.click(within(step).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Care Facility Contact' })).not.toBeInTheDocument());

    expect(within(address).getByText('Oak Manor Assisted Living')).toBeInTheDocument();
    expect(within(address).getByText('Contact: Dr Ann Lee')).toBeInTheDocument();
    expect(field(address, /^Address Line 1/)).toHaveValue('9 Oak Rd');
    expect(field(address, /^City/)).toHaveValue('Lutz');
    expect(field(address, /^Zip Code/)).toHaveValue('33548');
    // The facility's own county stays: it came with the new place.
    await waitFor(() => expect(field(address, /^County/)).toHaveValue('Hillsborough'));

    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.addresses).toEqual([
      expect.objectContaining({
        addressType: 'facility',
        facilityId: FACILITY_ID,
        facilityContactId: CONTACT_ID,
        city: 'Lutz',
        postalCode: '33548',
        county: 'Hillsborough',
      }),
    ]);
  });

  it("'Add' in the Care Facility Contact step saves a New Contact Person on the facility and picks it; None leaves no contact", async () => {
    const user = userEvent.setup({ delay: null });
    const { added, sent } = renderEditor();
    const { dialog, address } = await openAddress(user);
    await user.click(within(address).getByRole('radio', { name: 'Facility' }));
    expect(within(address).queryByText('No contact person selected.')).not.toBeInTheDocument();
    await user.click(within(address).getByRole('button', { name: 'Care Facility Lookup' }));
    const lookup = await screen.findByRole('dialog', { name: 'Care Facility Lookup' });
    await user.click(await within(lookup).findByRole('button', { name: /Oak Manor Assisted Living/ }));
    await user.click(within(lookup).getByRole('button', { name: 'Next' }));
    const step = await screen.findByRole('dialog', { name: 'Care Facility Contact' });
    await user.click(await within(step).findByRole('button', { name: 'Add' }));
    const person = await screen.findByRole('dialog', { name: 'New Contact Person' });
    await user.type(within(person).getByRole('textbox', { name: /^First Name/ }), 'Rita');
    await user.type(within(person).getByRole('textbox', { name: /^Last Name/ }), 'Gomez');
    await user.click(within(person).getByRole('button', { name: 'Add contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Contact Person' })).not.toBeInTheDocument());
    expect(added).toEqual([
      { organization: FACILITY_ID, practitioners: [expect.objectContaining({ firstName: 'Rita', lastName: 'Gomez', active: true })] },
    ]);
    // The list is the facility's after the save, with the new contact picked.
    expect(await within(step).findByRole('radio', { name: /Ms Rita Gomez/ })).toBeChecked();
    // None can still be chosen: the address then names no contact.
    await user.click(within(step).getByRole('radio', { name: 'None' }));
    await user.click(within(step).getByRole('button', { name: 'Save' }));
    expect(await within(address).findByText('No contact person selected.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.addresses).toEqual([expect.objectContaining({ facilityId: FACILITY_ID, facilityContactId: null })]);
  });

  it("names the patient's PCP physician (found by CareTeamPhysicians) and home health agency", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderEditor();
    const { dialog } = await openAddress(user);
    await user.click(field(dialog, /^Primary Care Physician/));
    await user.click(await screen.findByRole('option', { name: /^Dr Ann Lee — Oak Family Medicine/, hidden: true }));
    expect(field(dialog, /^Primary Care Physician/)).toHaveValue('Dr Ann Lee — Oak Family Medicine');
    await user.click(field(dialog, /^Home Health/));
    await user.click(await screen.findByRole('option', { name: /^Sunrise Home Health/, hidden: true }));
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ homeHealthId: HOME_HEALTH_ID, pcpPracticeId: PRACTICE_ID, pcpPhysicianId: PHYSICIAN_ID });
  });

  it('a facility address needs its facility; a city keeps to its pattern', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderEditor();
    const { dialog, address } = await openAddress(user);
    await user.click(within(address).getByRole('radio', { name: 'Facility' }));
    await user.clear(field(address, /^City/));
    await user.type(field(address, /^City/), 'Tampa#2');
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(address).findByText('This field has incorrect value')).toBeInTheDocument();
    // The rule across the address's fields speaks once its fields are valid (the form kit stops at a field's issue).
    await user.clear(field(address, /^City/));
    await user.type(field(address, /^City/), "Land O' Lakes");
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(address).findByText('This field is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
