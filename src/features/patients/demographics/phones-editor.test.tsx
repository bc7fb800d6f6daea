// SPEC §3/§5 phones in the demographics edit: the masked number, the extension only on Work, a
// type used once, at most 4, 'OK to text' required until saved then disabled ('Consent already
// saved'); the save sends the version the dialog was opened with, and a CONFLICT is shown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test-utils/fetch-mock';
import { record, renderEditor } from './testing/demographics-fixtures';

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Edit Demographics' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Demographics' });
  await within(dialog).findByRole('group', { name: 'Phone 1' });
  return dialog;
};
/** The options of a select's own list (every select keeps its list in the document; a new row's select opens as it gets focus). */
const optionsOf = async (user: ReturnType<typeof userEvent.setup>, input: HTMLElement) => {
  if (input.getAttribute('aria-expanded') !== 'true') await user.click(input);
  const list = await waitFor(() => {
    const element = document.querySelector(`[role="listbox"][aria-labelledby="${input.id}-label"]`);
    if (!(element instanceof HTMLElement)) throw new Error(`no list for ${input.id}`);
    return element;
  });
  return within(list);
};
const pickOption = async (user: ReturnType<typeof userEvent.setup>, input: HTMLElement, name: string) => {
  await user.click((await optionsOf(user, input)).getByRole('option', { name, hidden: true }));
};

// The whole edit form renders for each test: a ceiling for a busy machine, not a wait.
describe('phones editor (SPEC §3, §5)', { timeout: 60_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('adds a Work phone with its extension and saves the version it was opened with', async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderEditor();
    const dialog = await openDialog(user);
    const first = within(dialog).getByRole('group', { name: 'Phone 1' });
    expect(within(first).getByLabelText(/^Number/)).toHaveValue('(813) 555-0100');
    expect(within(first).getByLabelText('Ext.')).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Add phone' }));
    const second = within(dialog).getByRole('group', { name: 'Phone 2' });
    // The mobile type is taken by phone 1.
    const types = await optionsOf(user, within(second).getByLabelText(/^Type/, { selector: 'input' }));
    expect(types.getByRole('option', { name: 'Mobile', hidden: true })).toHaveAttribute('data-combobox-disabled', 'true');
    await user.click(types.getByRole('option', { name: 'Work', hidden: true }));
    await user.type(within(second).getByLabelText(/^Number/), '8135550101');
    expect(within(second).getByLabelText(/^Number/)).toHaveValue('(813) 555-0101');
    await user.type(within(second).getByLabelText('Ext.'), '42');
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      patientId: record().patientId,
      versionId: 4,
      okToText: 'yes',
      phones: [
        { use: 'mobile', value: '8135550100', extension: '' },
        { use: 'work', value: '8135550101', extension: '42' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it("needs the number of a chosen type and 'OK to text' before anything is sent", async () => {
    const user = userEvent.setup({ delay: null });
    const { sent } = renderEditor();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Add phone' }));
    const second = within(dialog).getByRole('group', { name: 'Phone 2' });
    await pickOption(user, within(second).getByLabelText(/^Type/, { selector: 'input' }), 'Home');
    // A row is added only when the last one is complete.
    expect(within(dialog).getByRole('button', { name: 'Add phone' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(second).findByText('This field is required')).toBeInTheDocument();
    // Once the phones are valid, the consent is asked (the rule across fields comes after them).
    await user.type(within(second).getByLabelText(/^Number/), '8135550102');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const consent = within(dialog).getByRole('radiogroup', { name: /OK to text/ });
    await waitFor(() => expect(consent.closest('.mantine-RadioGroup-root')).toHaveTextContent('This field is required'));
    expect(sent).toEqual([]);
  });

  it('offers at most 4 phone types', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(
      record({
        phones: (['mobile', 'home', 'work', 'temp'] as const).map((use, i) => ({
          use,
          value: `813555010${i}`,
          extension: null,
          display: '',
        })),
      }),
    );
    const dialog = await openDialog(user);
    expect(within(dialog).getAllByRole('group', { name: /^Phone \d$/ })).toHaveLength(4);
    expect(within(dialog).getByRole('button', { name: 'Add phone' })).toBeDisabled();
  });

  it("shows a saved consent, disabled, with 'Consent already saved'", async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor(record({ okToText: 'no', textConsentSaved: true }));
    const dialog = await openDialog(user);
    const consent = within(dialog).getByRole('radiogroup', { name: /OK to text/ });
    expect(within(consent).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(consent).getByRole('radio', { name: 'Yes' })).toBeDisabled();
    expect(consent).toHaveAccessibleDescription('Consent already saved');
  });

  it("shows the server's CONFLICT in the form and keeps it open", async () => {
    const user = userEvent.setup({ delay: null });
    const message = "This patient's demographics were changed by someone else. Refresh to see the change, then try again.";
    renderEditor(record({ okToText: 'yes', textConsentSaved: true }), () =>
      json({ data: null, errors: [{ message, extensions: { code: 'CONFLICT', currentVersion: 5 } }] }),
    );
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'Edit Demographics' })).toBeInTheDocument();
  });

  it('is off while offline, and says why', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderEditor();
    expect(screen.getByRole('button', { name: 'Edit Demographics' })).toBeDisabled();
    expect(screen.getByText('Changes to the chart need a connection.')).toBeInTheDocument();
  });
});
