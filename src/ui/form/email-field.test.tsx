import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { emailField } from '../../domain/validation/fields';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { EmailField } from './email-field';
import { renderForm } from './testing/form-harness';

function setup() {
  const onSave = vi.fn(async () => {});
  const view = renderForm({
    schema: v.object({ email: emailField({ required: true }) }),
    options: { defaultValues: { email: '' } },
    fields: (form) => <EmailField control={form.control} name="email" label="Email" required />,
    onSave,
  });
  return { onSave, view, user: userEvent.setup(), input: screen.getByRole('textbox', { name: /Email/ }) };
}

describe('EmailField', () => {
  it('trims the address when the user leaves it and saves it', async () => {
    const { user, input, onSave } = setup();
    await user.type(input, '  nurse@example.com ');
    await user.tab();
    expect(input).toHaveValue('nurse@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ email: 'nurse@example.com' }));
  });

  it("says 'This field is required' and 'This field has incorrect value' (SPEC §5)", async () => {
    const { user, input, onSave } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    await user.type(input, 'nurse@');
    expect(await screen.findByText(MESSAGES.incorrectValue)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(MESSAGES.incorrectValue);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('is an e-mail input and passes axe', async () => {
    const { input, view } = setup();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    await expectNoAxeViolations(view.container);
  });
});
