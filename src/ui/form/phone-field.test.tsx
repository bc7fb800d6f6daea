import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { phoneField } from '../../domain/validation/fields';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { PhoneField } from './phone-field';
import { renderForm } from './testing/form-harness';

const schema = v.object({ phone: phoneField({ required: true }) });

function setup(phone = '') {
  const onSave = vi.fn(async () => {});
  const view = renderForm({
    schema,
    options: { defaultValues: { phone } },
    fields: (form) => <PhoneField control={form.control} name="phone" label="Phone Number" required />,
    onSave,
  });
  return { onSave, view, user: userEvent.setup(), input: screen.getByRole('textbox', { name: /Phone Number/ }) };
}

// Typing key by key through user-event is slow in jsdom on a busy machine: a higher ceiling.
describe('PhoneField (SPEC §5 mask (###) ###-####)', { timeout: 15_000 }, () => {
  it('shows the digits through the mask as they are typed, and saves the digits', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, '555');
    expect(input).toHaveValue('(555');
    await user.type(input, '1234567');
    expect(input).toHaveValue('(555) 123-4567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ phone: '5551234567' }));
  });

  it('ignores anything but digits, and stops at 10', async () => {
    const { user, input } = setup();
    await user.type(input, 'a5b5-5 12345678999');
    expect(input).toHaveValue('(555) 123-4567');
  });

  it('keeps the caret after the digit it was after when editing in the middle', async () => {
    const { user, input } = setup('5551234567');
    // After '(555) 1': delete the '1', type '9'.
    await user.click(input);
    (input as HTMLInputElement).setSelectionRange(7, 7);
    await user.keyboard('{Backspace}9');
    expect(input).toHaveValue('(555) 923-4567');
    expect((input as HTMLInputElement).selectionStart).toBe(7);
  });

  it("says 'This field is required' when empty and 'This field has incorrect value' when short", async () => {
    const { user, input, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '555123');
    await user.tab();
    expect(await screen.findByText(MESSAGES.incorrectValue)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('is labelled, marked required and passes axe', async () => {
    const { input, view } = setup();
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await expectNoAxeViolations(view.container);
  });
});
