import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Answers, Questionnaire, QuestionnaireItem } from '../../domain/forms/questionnaire';
import { MESSAGES } from '../../domain/messages';
import { renderWithProviders } from '../../test-utils/render';
import { FormRenderer } from './form-renderer';

// A long form (SPEC §3 wound assessment: several wounds of many questions each): more items
// shown than OPEN_ALL_UP_TO, so it opens with its first section unfolded and the others folded.
const line = (linkId: string, text: string, extra: Partial<QuestionnaireItem> = {}): QuestionnaireItem => ({
  linkId,
  text,
  type: 'string',
  ...extra,
});
const wound = (n: number): QuestionnaireItem => ({
  linkId: `w${n}`,
  text: `Wound ${n}`,
  type: 'group',
  items: [
    line(`w${n}-dressing`, `Dressing ${n}`, { required: true }),
    ...Array.from({ length: 24 }, (_, i) => line(`w${n}-note${i}`, `Note ${n}.${i}`)),
    line(`w${n}-last`, `Last ${n}`),
  ],
});
const FORM: Questionnaire = {
  code: 'wounds',
  title: 'Wounds',
  status: 'active',
  items: [line('visit', 'Visit'), wound(1), wound(2), wound(3)],
};

const filled = (skip: string[]): Answers =>
  Object.fromEntries(
    FORM.items
      .flatMap((item) => [item, ...(item.items ?? [])])
      .flatMap((item) => (item.type === 'string' && !skip.includes(item.linkId) ? [[item.linkId, ['x']]] : [])),
  );

function renderForm(answers: Answers, revealField: string | null = null) {
  const onSubmit = vi.fn();
  const onChange = vi.fn();
  renderWithProviders(
    <FormRenderer questionnaire={FORM} answers={answers} onSubmit={onSubmit} onChange={onChange} revealField={revealField} />,
  );
  return { form: screen.getByRole('form', { name: 'Wounds' }), onSubmit, onChange };
}

const sectionButton = (form: HTMLElement, name: string) => within(form).getByRole('button', { name });

describe('FormRenderer on a long form', () => {
  it('opens with the first section unfolded and the others folded to what they miss; each unfolds and folds', async () => {
    const { form } = renderForm(filled(['w3-dressing']));
    expect(sectionButton(form, 'Wound 1')).toHaveAttribute('aria-expanded', 'true');
    expect(within(form).getByLabelText(/Dressing 1/)).toHaveValue('x');
    // The rest of the unfolded section follows, in document order.
    expect(await within(form).findByLabelText('Last 1')).toHaveValue('x');
    expect(sectionButton(form, 'Wound 3')).toHaveAttribute('aria-expanded', 'false');
    expect(within(form).queryByLabelText(/Dressing 3/)).not.toBeInTheDocument();
    expect(within(form).getByText('25 of 26 answered · 1 required answer missing')).toBeInTheDocument();

    await userEvent.click(sectionButton(form, 'Wound 3'));
    expect(sectionButton(form, 'Wound 3')).toHaveAttribute('aria-expanded', 'true');
    expect(within(form).getByLabelText(/Dressing 3/)).toHaveValue('');
    await userEvent.click(sectionButton(form, 'Wound 1'));
    expect(within(form).queryByLabelText(/Dressing 1/)).not.toBeInTheDocument();
  });

  it('keeps the answers of folded sections, checks them on submit and unfolds the one with a message', async () => {
    const { form, onSubmit, onChange } = renderForm(filled(['w2-dressing']));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(MESSAGES.required)).toBeInTheDocument();
    expect(sectionButton(form, 'Wound 2')).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(form).getByLabelText(/Dressing 2/)).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.type(within(form).getByLabelText(/Dressing 2/), 'Foam');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ 'w2-dressing': ['Foam'], 'w3-last': ['x'] }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ ...filled([]), 'w2-dressing': ['Foam'] });
  });

  it('goes to a question it is sent to, in a folded section, far down', async () => {
    const { form } = renderForm(filled([]), 'w3-last');
    expect(sectionButton(form, 'Wound 3')).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(form).getByLabelText('Last 3')).toHaveFocus());
  });
});
