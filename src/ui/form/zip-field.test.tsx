import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { zipField } from '../../domain/validation/fields';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { renderForm } from './testing/form-harness';
import { ZipField } from './zip-field';

function setup() {
  const onSave = vi.fn(async () => {});
  const view = renderForm({
    schema: v.object({ zip: zipField() }),
    options: { defaultValues: { zip: '' } },
    fields: (form) => <ZipField control={form.control} name="zip" label="Postal Code" />,
    onSave,
  });
  return { onSave, view, user: userEvent.setup(), input: screen.getByRole('textbox', { name: 'Postal Code' }) };
}

describe('ZipField (SPEC §5 mask #####-####, 5 or 9 digits)', () => {
  it('writes the dash only from the 6th digit and saves the digits', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, '12345');
    expect(input).toHaveValue('12345');
    await user.type(input, '6789');
    expect(input).toHaveValue('12345-6789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ zip: '123456789' }));
  });

  it('5 digits are a zip; 4 or 6 are not', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, '1234');
    await user.tab();
    expect(await screen.findByText(MESSAGES.incorrectValue)).toBeInTheDocument();
    await user.type(input, '56');
    expect(input).toHaveValue('12345-6');
    expect(screen.getByText(MESSAGES.incorrectValue)).toBeInTheDocument();
    await user.type(input, '{Backspace}');
    await waitFor(() => expect(screen.queryByText(MESSAGES.incorrectValue)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ zip: '12345' }));
  });

  it('an optional zip may stay empty, and the field passes axe', async () => {
    const { user, onSave, view } = setup();
    await expectNoAxeViolations(view.container);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ zip: '' }));
  });
});
