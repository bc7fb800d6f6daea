// /payers/{payerId}/edit (SPEC §2) through the real route: the form opens with the payer's values,
// saves them against the version read (no duplicate question on an edit), and shows SPEC §8's
// words when another edit came first.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { json } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';
import { IPA, MSO, mockPayerApi } from './testing/payer-fixtures';

const user = userEvent.setup();

describe('/payers/{payerId}/edit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("opens with the payer's values and saves them against the version read", async () => {
    const calls = mockPayerApi();
    storeSession(USERS.admin);
    const { router } = renderApp(`/payers/${IPA.id}/edit`);
    expect(await screen.findByRole('heading', { name: `Edit ${IPA.name}`, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(IPA.name);
    await waitFor(() => expect(screen.getByLabelText(/^MSO/, { selector: 'input' })).toHaveValue(`${MSO.name} (FL)`));
    expect(screen.getByRole('textbox', { name: /^Zip Code/ })).toHaveValue('33601-1234');
    expect(screen.getByRole('textbox', { name: 'Fax' })).toHaveValue('(813) 555-0101');
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.update).toHaveBeenCalledTimes(1));
    expect(calls.duplicates).not.toHaveBeenCalled();
    expect(calls.update.mock.calls[0]?.[0]).toEqual({
      id: IPA.id,
      versionId: 1,
      organization: expect.objectContaining({
        name: IPA.name,
        type: 'ipa',
        active: false,
        partOfId: MSO.id,
        fax: '8135550101',
        phones: [
          { use: 'work', value: '8135550100', extension: '12' },
          { use: 'temp', value: '8135550102', extension: '' },
        ],
      }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/payers/${IPA.id}`));
  });

  it('says so when another edit came first', async () => {
    mockPayerApi({
      update: () => json({ data: null, errors: [{ message: MESSAGES.conflict, extensions: { code: 'CONFLICT', currentVersion: 2 } }] }),
    });
    storeSession(USERS.admin);
    renderApp(`/payers/${IPA.id}/edit`);
    await screen.findByRole('heading', { name: `Edit ${IPA.name}`, level: 1 });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.conflict);
  });
});
