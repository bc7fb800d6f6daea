import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Answers, Questionnaire } from '../../domain/forms/questionnaire';
import { MESSAGES } from '../../domain/messages';
import { renderWithProviders } from '../../test-utils/render';
import { FormRenderer } from './form-renderer';

const yes = { code: 'yes', display: 'Yes' };
const no = { code: 'no', display: 'No' };

const FORM: Questionnaire = {
  code: 'visit-check',
  title: 'Visit check',
  status: 'active',
  items: [
    { linkId: 'intro', text: 'Since the last visit:', type: 'display' },
    { linkId: 'pain', text: 'Pain', type: 'coding', answerOptions: [yes, no], required: true },
    {
      linkId: 'score',
      text: 'Pain score',
      type: 'integer',
      minValue: 0,
      maxValue: 10,
      required: true,
      visibleWhen: { conditions: [{ question: 'pain', operator: '=', answer: yes }] },
    },
    { linkId: 'note', text: 'Note', type: 'string' },
    { linkId: 'seen', text: 'Seen on', type: 'date' },
    {
      linkId: 'w1',
      text: 'Wound 1',
      type: 'group',
      items: [
        { linkId: 'w1-length', text: 'Length', type: 'quantity', units: ['cm'] },
        { linkId: 'w1-width', text: 'Width', type: 'quantity', units: ['cm'] },
        { linkId: 'w1-area', text: 'Area (cm²)', type: 'decimal', calculated: 'wound-area' },
      ],
    },
  ],
};

function renderForm(answers: Answers = {}) {
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  renderWithProviders(<FormRenderer questionnaire={FORM} answers={answers} onSubmit={onSubmit} onChange={onChange} />);
  const form = screen.getByRole('form', { name: 'Visit check' });
  return { form, onSubmit, onChange, save: () => userEvent.click(within(form).getByRole('button', { name: 'Save' })) };
}

describe('FormRenderer', () => {
  it('shows an item only while its condition holds, and a hidden required item never blocks submit', async () => {
    const { form, onSubmit, save } = renderForm();
    expect(within(form).getByText('Since the last visit:')).toBeInTheDocument();
    expect(within(form).queryByLabelText(/Pain score/)).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('radio', { name: 'No' }));
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ pain: [no] });

    await userEvent.click(within(form).getByRole('radio', { name: 'Yes' }));
    expect(within(form).getByLabelText(/Pain score/)).toBeInTheDocument();
    await save();
    expect(await within(form).findByText(MESSAGES.required)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it("says 'This field is required' and 'This field has incorrect value' where SPEC §5 does", async () => {
    const { form, onSubmit, save } = renderForm();
    await save();
    expect(await within(form).findByText(MESSAGES.required)).toBeInTheDocument(); // pain
    await userEvent.click(within(form).getByRole('radio', { name: 'Yes' }));
    await userEvent.type(within(form).getByLabelText(/Pain score/), '11');
    await userEvent.type(within(form).getByLabelText('Seen on'), '02/30/2026');
    await save();
    await waitFor(() => expect(within(form).getAllByText(MESSAGES.incorrectValue)).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(within(form).getByLabelText(/Pain score/));
    await userEvent.type(within(form).getByLabelText(/Pain score/), '7');
    await userEvent.clear(within(form).getByLabelText('Seen on'));
    await userEvent.type(within(form).getByLabelText('Seen on'), '03/09/2026');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ pain: [yes], score: [7], seen: ['2026-03-09'] });
  });

  it('trims and collapses whitespace on blur', async () => {
    const { form } = renderForm();
    const note = within(form).getByLabelText('Note');
    await userEvent.type(note, '  heel   ulcer  ');
    fireEvent.blur(note);
    expect(note).toHaveValue('heel ulcer');
  });

  it('starts from saved answers, works out the wound area, and reports every change', async () => {
    const { form, onChange } = renderForm({ pain: [no], 'w1-length': [{ value: 2.5, unit: 'cm' }] });
    expect(within(form).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(form).getByLabelText('Length')).toHaveValue('2.5');
    expect(within(form).getByLabelText('Area (cm²)')).toHaveValue('');
    await userEvent.type(within(form).getByLabelText('Width'), '2');
    expect(within(form).getByLabelText('Area (cm²)')).toHaveValue('5');
    expect(onChange).toHaveBeenLastCalledWith({
      pain: [no],
      'w1-length': [{ value: 2.5, unit: 'cm' }],
      'w1-width': [{ value: 2, unit: 'cm' }],
    });
  });
});
