import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { dateField, INVALID_DATE } from '../../domain/validation/date';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { DateField } from './date-field';
import { renderForm } from './testing/form-harness';

function setup(birthDate = '') {
  const onSave = vi.fn(async () => {});
  const view = renderForm({
    schema: v.object({ birthDate: dateField({ required: true, max: '2026-12-31' }) }),
    options: { defaultValues: { birthDate } },
    fields: (form) => <DateField control={form.control} name="birthDate" label="Date of Birth" required max="2026-12-31" />,
    onSave,
  });
  return { onSave, view, input: screen.getByRole('textbox', { name: /Date of Birth/ }) };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

// One change per entry, as a paste would make: typing key by key redraws the calendar each
// time, which jsdom does slowly.
async function enter(input: HTMLElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  await waitFor(() => expect(input).toHaveValue(text));
}

// Mantine's calendar is a large tree for jsdom: a higher ceiling, so a busy machine does not fail the suite.
describe('DateField (SPEC §5: MM/dd/yyyy, min 1900-01-01)', { timeout: 20_000 }, () => {
  it('reads a typed MM/dd/yyyy and saves the calendar date', async () => {
    const { input, onSave } = setup();
    await enter(input, '03/04/1950');
    expect(input).toHaveValue('03/04/1950');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ birthDate: '1950-03-04' }));
  });

  it('shows a saved date as MM/dd/yyyy', () => {
    const { input } = setup('1950-03-04');
    expect(input).toHaveValue('03/04/1950');
  });

  it('required empty → required error', async () => {
    const { onSave } = setup();
    await save();
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('text that is no date keeps its words and gives the date error', async () => {
    const { input, onSave } = setup('1950-03-04');
    await enter(input, '13/45/2020');
    expect(input).toHaveValue('13/45/2020');
    expect(await screen.findByText(INVALID_DATE)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await save();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('before 01/01/1900 or after the maximum is invalid', async () => {
    const { input } = setup();
    await enter(input, '12/31/1899');
    expect(await screen.findByText(INVALID_DATE)).toBeInTheDocument();
    await enter(input, '01/01/2027');
    expect(await screen.findByText(INVALID_DATE)).toBeInTheDocument();
    await enter(input, '01/01/1900');
    await waitFor(() => expect(screen.queryByText(INVALID_DATE)).not.toBeInTheDocument());
  });

  it('is labelled, required and passes axe', async () => {
    const { input, view } = setup();
    expect(input).toBeRequired();
    await expectNoAxeViolations(view.container);
  });
});
