import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { DEFAULT_ERROR_MESSAGE } from '../../domain/errors';
import { MESSAGES } from '../../domain/messages';
import { emailField, phoneField, textField } from '../../domain/validation/fields';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { EmailField } from './email-field';
import { OUTCOME_TEXT } from './form-footer';
import { PhoneField } from './phone-field';
import { renderForm } from './testing/form-harness';
import type { SchemaFormApi } from './use-schema-form';

const PayerInput = v.object({ name: textField({ required: true, max: 36 }), phone: phoneField(), email: emailField() });
type In = v.InferInput<typeof PayerInput>;
type Out = v.InferOutput<typeof PayerInput>;

/** A plain registered field works beside the kit's fields. */
function NameField({ form }: { form: SchemaFormApi<In, Out> }) {
  return <TextInput label="Name" required {...form.register('name')} error={form.formState.errors.name?.message} />;
}

function setup(onSave: (values: Out) => Promise<unknown> = async () => {}) {
  const save = vi.fn(onSave);
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const view = renderForm({
    schema: PayerInput,
    options: { defaultValues: { name: '', phone: '', email: '' } },
    fields: (form) => (
      <>
        <NameField form={form} />
        <PhoneField control={form.control} name="phone" label="Phone Number" />
        <EmailField control={form.control} name="email" label="Email" />
      </>
    ),
    onSave: save,
    onSaved,
    onCancel,
  });
  return { save, onSaved, onCancel, view, user: userEvent.setup() };
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });

// Typing key by key through user-event is slow in jsdom on a busy machine: a higher ceiling.
describe('useSchemaForm + SchemaForm', { timeout: 15_000 }, () => {
  it('validates with the schema and saves the parsed values (trimmed, digits)', async () => {
    const { user, save, onSaved } = setup();
    await user.click(saveButton());
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '  Blue   Cross ');
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '5551234567');
    await user.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Blue Cross', phone: '5551234567', email: '' }));
    expect(await screen.findByRole('status')).toHaveTextContent(OUTCOME_TEXT.success);
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
  });

  it("puts a server error that names a field on that field ('input.email' → Email), focused", async () => {
    const { user, onSaved } = setup(async () => {
      throw new ApiError(400, 'BAD_USER_INPUT', 'GraphQL error: This e-mail is already used by another payer.', 'input.email');
    });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Aetna');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'billing@aetna.test');
    await user.click(saveButton());
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This e-mail is already used by another payer.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(OUTCOME_TEXT.error);
    // An error overlay does not leave the form.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(''));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows any other error above the footer, without 'GraphQL error: ', or 'Something went wrong'", async () => {
    let message = 'GraphQL error: The payer was changed by someone else.';
    const { user } = setup(async () => {
      throw Object.assign(new Error(message), { field: 'clientMutationId' });
    });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Aetna');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The payer was changed by someone else\.$/);
    message = '';
    await user.click(saveButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(DEFAULT_ERROR_MESSAGE));
  });

  it('Cancel leaves without saving', async () => {
    const { user, save, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(save).not.toHaveBeenCalled();
  });

  it('the form is named and passes axe with its errors shown', async () => {
    const { user, view } = setup();
    expect(screen.getByRole('form', { name: 'Test form' })).toBeInTheDocument();
    await user.click(saveButton());
    await screen.findByText(MESSAGES.required);
    await expectNoAxeViolations(view.container);
  });
});
