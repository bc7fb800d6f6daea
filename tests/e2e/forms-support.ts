// Filling the seeded forms through the form screen (src/features/forms), as a clinician would:
// by the questions' labels and the choices' words.
import { expect, type Locator, type Page } from '@playwright/test';

/** The form being filled (the form element is named after the questionnaire). */
export const formOf = (page: Page, title: string): Locator => page.getByRole('form', { name: title });

/** Picks `choice` of a question shown as radio buttons (four choices or fewer). */
export async function pickRadio(form: Locator, question: string, choice: string): Promise<void> {
  await form.getByRole('radiogroup', { name: question, exact: true }).getByRole('radio', { name: choice, exact: true }).check();
}

/** Picks `choice` of a question shown as a list (more than four choices). */
export async function pickFromList(page: Page, form: Locator, question: string, choice: string): Promise<void> {
  await form.getByRole('combobox', { name: question, exact: true }).click();
  await page.getByRole('option', { name: choice, exact: true }).click();
}

/** Types into a text or number question. */
export async function typeAnswer(form: Locator, question: string, text: string): Promise<void> {
  const input = form.getByRole('textbox', { name: question, exact: true });
  await input.fill(text);
  await input.blur();
}

/** Opens a form from the visit's Documentation list. */
export async function openForm(page: Page, title: string): Promise<Locator> {
  await page.getByRole('link', { name: `Open ${title}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return formOf(page, title);
}

/** Submits the open form and waits for the visit screen. */
export async function submitForm(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Documentation' })).toBeVisible();
}

/** A form's state on the visit screen ('Not started', 'Draft', 'Complete', 'Signed'). */
export const formState = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: 'Documentation' }).getByLabel(new RegExp(`^${title}: `));

/** Interval History with every required answer (pain better, appetite same, no hospital or urgent care). */
export async function fillIntervalHistory(page: Page): Promise<void> {
  const form = await openForm(page, 'Interval History');
  await pickRadio(form, 'Pain', 'Better');
  await pickRadio(form, 'Appetite', 'Same');
  await pickRadio(form, 'Hospitalized', 'No');
  await pickRadio(form, 'Urgent care or emergency visit', 'No');
  await submitForm(page, form);
}

export interface WoundAnswers {
  type: string;
  location: string;
  length: string;
  width: string;
  depth: string;
  exudate: string;
  dressing: string;
  frequency: string;
}

export const VENOUS_ULCER: WoundAnswers = {
  type: 'Venous ulcer',
  location: 'Lower leg',
  length: '3.5',
  width: '2',
  depth: '0.4',
  exudate: 'Moderate',
  dressing: 'Calcium alginate',
  frequency: 'Every other day',
};

/** The wound status toggle (SPEC §2/§4). */
export async function setWoundStatus(form: Locator, status: 'Active' | 'Resolved'): Promise<void> {
  await form.getByRole('radiogroup', { name: 'Wound status', exact: true }).getByText(status, { exact: true }).click();
}

/** The wound assessment's answers for one active wound; `skip` leaves one question out. */
export async function fillOneWound(page: Page, form: Locator, wound: WoundAnswers, skip?: keyof WoundAnswers): Promise<void> {
  await typeAnswer(form, 'Number of wounds assessed today', '1');
  if (skip !== 'type') await pickFromList(page, form, 'Wound type', wound.type);
  if (skip !== 'location') await pickFromList(page, form, 'Location', wound.location);
  await setWoundStatus(form, 'Active');
  if (skip !== 'length') await typeAnswer(form, 'Length', wound.length);
  if (skip !== 'width') await typeAnswer(form, 'Width', wound.width);
  if (skip !== 'depth') await typeAnswer(form, 'Depth', wound.depth);
  if (skip !== 'exudate') await pickFromList(page, form, 'Amount', wound.exudate);
  if (skip !== 'dressing') await typeAnswer(form, 'Primary dressing', wound.dressing);
  if (skip !== 'frequency') await pickRadio(form, 'Change frequency', wound.frequency);
}

/** A follow-up's required documentation: interval history and one wound. */
export async function documentFollowUp(page: Page): Promise<void> {
  await fillIntervalHistory(page);
  const form = await openForm(page, 'Wound Assessment');
  await fillOneWound(page, form, VENOUS_ULCER);
  await submitForm(page, form);
}
