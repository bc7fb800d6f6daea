import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/render';
import { PinKeypad, type PinKeypadProps } from './pin-keypad';

const DEMO_PIN = '135792';

function setup(props: Partial<PinKeypadProps> = {}) {
  const onSubmit = props.onSubmit ?? vi.fn();
  const all: PinKeypadProps = { title: 'Unlock EMR', layout: 'keypad', ...props, onSubmit };
  const user = userEvent.setup();
  const view = renderWithProviders(<PinKeypad {...all} />);
  const rerender = (next: Partial<PinKeypadProps>) => view.rerender(<PinKeypad {...all} {...next} />);
  return { user, onSubmit, rerender, view };
}

const key = (name: string) => screen.getByRole('button', { name });
const enter = () => key('Enter');
const spoken = () => screen.getByRole('status');
const pressKeys = async (user: ReturnType<typeof userEvent.setup>, digits: string) => {
  for (const digit of digits) await user.click(key(digit));
};

/** axe's rules that jsdom can answer (it draws nothing, so colour contrast is left to the browser tests). */
async function expectNoAxeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(results.passes.map((rule) => rule.id)).toEqual(expect.arrayContaining(['aria-allowed-attr', 'button-name']));
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`)).toEqual([]);
}

describe('PinKeypad, keypad layout', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the title, the description and a 3×4 grid of keys', () => {
    setup({ description: 'Please verify your PIN' });
    expect(screen.getByRole('heading', { level: 2, name: 'Unlock EMR' })).toBeInTheDocument();
    expect(screen.getByText('Please verify your PIN')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Unlock EMR' });
    expect(group).toHaveAccessibleDescription('Please verify your PIN');
    for (const digit of '0123456789') expect(key(digit)).toBeEnabled();
    expect(key('Delete last digit')).toBeDisabled();
    expect(enter()).toBeDisabled();
    expect(spoken()).toHaveTextContent('PIN: no digits entered');
  });

  it('enters digits from the keys, and submits the PIN with Enter once it is valid', async () => {
    const { user, onSubmit } = setup();
    await pressKeys(user, '13579');
    expect(spoken()).toHaveTextContent('PIN: 5 digits entered');
    expect(enter()).toBeDisabled();
    await user.click(key('2'));
    expect(enter()).toBeEnabled();
    await user.click(enter());
    expect(onSubmit).toHaveBeenCalledWith(DEMO_PIN);
  });

  it('deletes the last digit', async () => {
    const { user } = setup();
    await pressKeys(user, '1357920');
    await user.click(key('Delete last digit'));
    expect(spoken()).toHaveTextContent('PIN: 6 digits entered');
  });

  it('takes digits, Backspace and Enter from a physical keyboard', async () => {
    const { user, onSubmit } = setup({ autoFocus: true });
    expect(screen.getByRole('group', { name: 'Unlock EMR' })).toHaveFocus();
    await user.keyboard('1357920{Backspace}x ');
    expect(spoken()).toHaveTextContent('PIN: 6 digits entered');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(DEMO_PIN);
  });

  it('keeps the focus on the keypad when a key is tapped, so typing goes on working', async () => {
    const { user, onSubmit } = setup({ autoFocus: true });
    await pressKeys(user, '135');
    expect(screen.getByRole('group', { name: 'Unlock EMR' })).toHaveFocus();
    await user.keyboard('792{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(DEMO_PIN);
  });

  it('does not submit with Enter before the PIN is valid', async () => {
    const { user, onSubmit } = setup({ autoFocus: true });
    await user.keyboard('13579{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a digit past the maximum with 'Max digits length reached (n)'", async () => {
    const { user } = setup({ maxLength: 6 });
    await pressKeys(user, '1357924');
    expect(screen.getByRole('alert')).toHaveTextContent('Max digits length reached (6)');
    expect(spoken()).toHaveTextContent('PIN: 6 digits entered');
    await user.click(key('Delete last digit'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(spoken()).toHaveTextContent('PIN: 5 digits entered');
  });

  it('allows 10 digits by default', async () => {
    const { user } = setup({ autoFocus: true });
    await user.keyboard('1357924680');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('1');
    expect(screen.getByRole('alert')).toHaveTextContent('Max digits length reached (10)');
    expect(spoken()).toHaveTextContent('PIN: 10 digits entered');
  });

  it("starts empty with 'Bad initial value' when the initial value is not digits or too long", () => {
    setup({ initialValue: '12ab' });
    expect(screen.getByRole('alert')).toHaveTextContent('Bad initial value');
    expect(spoken()).toHaveTextContent('PIN: no digits entered');
  });

  it('refuses an initial value that is too long, and drops the message at the first key', async () => {
    const { user } = setup({ initialValue: '13579246801' });
    expect(screen.getByRole('alert')).toHaveTextContent('Bad initial value');
    await user.click(key('7'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(spoken()).toHaveTextContent('PIN: 1 digit entered');
  });

  it('starts with a good initial value', () => {
    setup({ initialValue: '135' });
    expect(spoken()).toHaveTextContent('PIN: 3 digits entered');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows and hides the digits with a toggle that says what it does', async () => {
    const { user, view } = setup({ initialValue: '135' });
    const shownDigits = () => Array.from(view.container.querySelectorAll('[data-digit]'), (slot) => slot.textContent).join('');
    const toggle = key('Show PIN');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(view.container.querySelectorAll('[data-filled]')).toHaveLength(3);
    expect(shownDigits()).toBe('');
    await user.click(toggle);
    expect(key('Hide PIN')).toHaveAttribute('aria-pressed', 'true');
    expect(shownDigits()).toBe('135');
    expect(spoken()).toHaveTextContent('PIN: 1 3 5');
    await user.click(key('Hide PIN'));
    expect(key('Show PIN')).toHaveAttribute('aria-pressed', 'false');
    expect(shownDigits()).toBe('');
    expect(spoken()).toHaveTextContent('PIN: 3 digits entered');
  });

  it('waits for validate, and shows its message once enough digits are in', async () => {
    const validate = (pin: string) => (pin === '111222' ? 'Choose a harder PIN' : null);
    const { user } = setup({ validate, autoFocus: true });
    await user.keyboard('11122');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('2');
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a harder PIN');
    expect(enter()).toBeDisabled();
    await user.keyboard('{Backspace}3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(enter()).toBeEnabled();
  });

  it('offers the bottom link, which still works when the keypad is disabled', async () => {
    const signOut = vi.fn();
    const { user } = setup({ bottomLink: { label: 'Sign Out', onClick: signOut }, disabled: true, initialValue: DEMO_PIN });
    for (const digit of '0123456789') expect(key(digit)).toBeDisabled();
    expect(enter()).toBeDisabled();
    await user.click(key('Sign Out'));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('uses its own words for Enter', () => {
    setup({ submitLabel: 'Unlock' });
    expect(key('Unlock')).toBeDisabled();
  });

  it('shows an error, and clears the PIN so it can be retyped', async () => {
    const { user, rerender, onSubmit } = setup({ autoFocus: true });
    await user.keyboard(`${DEMO_PIN}{Enter}`);
    expect(onSubmit).toHaveBeenCalledWith(DEMO_PIN);
    rerender({ error: 'Incorrect PIN, logout to continue' });
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect PIN, logout to continue');
    expect(spoken()).toHaveTextContent('PIN: no digits entered');
    await user.click(key('1'));
    expect(spoken()).toHaveTextContent('PIN: 1 digit entered');
  });

  it('clears the PIN again when loading ends with the same error', async () => {
    const { user, rerender } = setup({ autoFocus: true, error: 'Incorrect PIN, logout to continue' });
    await user.keyboard(DEMO_PIN);
    rerender({ error: 'Incorrect PIN, logout to continue', loading: true });
    expect(enter()).toBeDisabled();
    expect(key('1')).toBeDisabled();
    rerender({ error: 'Incorrect PIN, logout to continue', loading: false });
    expect(spoken()).toHaveTextContent('PIN: no digits entered');
  });

  it('is busy while the submit promise runs, and clears the PIN with its message when it fails', async () => {
    let reject: (reason: Error) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((_resolve, fail) => (reject = fail)));
    const { user } = setup({ onSubmit, autoFocus: true });
    await user.keyboard(`${DEMO_PIN}{Enter}`);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(enter()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => reject(new Error('Incorrect PIN, logout to continue')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect PIN, logout to continue');
    expect(spoken()).toHaveTextContent('PIN: no digits entered');
    await user.keyboard('2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('passes the axe checks jsdom can run', async () => {
    const { view } = setup({
      description: 'Please verify your PIN',
      bottomLink: { label: 'Sign Out', onClick: () => {} },
      initialValue: '12a',
    });
    await expectNoAxeViolations(view.container);
  });
});

describe('PinKeypad, form layout', () => {
  const field = () => screen.getByLabelText('PIN');

  it('is one password-style numeric field with Enter', () => {
    setup({ layout: 'form', description: 'Please verify your PIN' });
    expect(screen.getByRole('form', { name: 'Unlock EMR' })).toBeInTheDocument();
    expect(field()).toHaveAttribute('type', 'password');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(field()).toHaveAccessibleDescription('Please verify your PIN');
    expect(enter()).toBeDisabled();
    expect(screen.queryByRole('button', { name: '5' })).not.toBeInTheDocument();
  });

  it('submits the typed PIN with Enter, only once it is valid', async () => {
    const { user, onSubmit } = setup({ layout: 'form' });
    await user.type(field(), '13579{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(enter()).toBeDisabled();
    await user.type(field(), '2{Enter}');
    expect(onSubmit).toHaveBeenCalledWith(DEMO_PIN);
    await user.click(enter());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('refuses letters and digits past the maximum, saying why', async () => {
    const { user } = setup({ layout: 'form', maxLength: 6 });
    await user.type(field(), '13a');
    expect(field()).toHaveValue('13');
    expect(screen.getByRole('alert')).toHaveTextContent('PIN validation failed: Only numbers are allowed.');
    await user.type(field(), '57924');
    expect(field()).toHaveValue(DEMO_PIN);
    expect(screen.getByRole('alert')).toHaveTextContent('Max digits length reached (6)');
    expect(field()).toHaveAccessibleDescription('Max digits length reached (6)');
    fireEvent.change(field(), { target: { value: '13579246801' } });
    expect(field()).toHaveValue(DEMO_PIN);
  });

  it("starts empty with 'Bad initial value'", () => {
    setup({ layout: 'form', initialValue: '1234567890123' });
    expect(field()).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('Bad initial value');
  });

  it('shows and hides the PIN', async () => {
    const { user } = setup({ layout: 'form', initialValue: '135' });
    await user.click(key('Show PIN'));
    expect(field()).toHaveAttribute('type', 'text');
    expect(key('Hide PIN')).toHaveAttribute('aria-pressed', 'true');
    await user.click(key('Hide PIN'));
    expect(field()).toHaveAttribute('type', 'password');
    expect(key('Show PIN')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows an error and clears the field', async () => {
    const { user, rerender } = setup({ layout: 'form' });
    await user.type(field(), DEMO_PIN);
    rerender({ layout: 'form', error: 'Incorrect PIN, logout to continue' });
    expect(field()).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect PIN, logout to continue');
  });

  it('focuses the field when asked, and offers the bottom link', async () => {
    const signOut = vi.fn();
    const { user } = setup({ layout: 'form', autoFocus: true, bottomLink: { label: 'Sign Out', onClick: signOut }, disabled: true });
    expect(field()).toBeDisabled();
    await user.click(key('Sign Out'));
    expect(signOut).toHaveBeenCalled();
  });

  it('passes the axe checks jsdom can run', async () => {
    const { view } = setup({ layout: 'form', description: 'Please verify your PIN', initialValue: 'bad' });
    await expectNoAxeViolations(view.container);
  });
});

describe('PinKeypad, automatic layout', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });
  const matching = (match: (query: string) => boolean) => {
    window.matchMedia = (query: string) => ({ ...original(query), matches: match(query) });
  };

  it('is the form on a wide screen with a mouse', () => {
    matching(() => false);
    setup({ layout: 'auto' });
    expect(screen.getByLabelText('PIN')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '5' })).not.toBeInTheDocument();
  });

  it('is the keypad below the md breakpoint', () => {
    matching((query) => query === 'not all and (min-width: 62em)');
    setup({ layout: 'auto' });
    expect(key('5')).toBeInTheDocument();
  });

  it('is the keypad on a touch screen', async () => {
    matching((query) => query === '(pointer: coarse)');
    setup({ layout: 'auto' });
    await waitFor(() => expect(key('5')).toBeInTheDocument());
  });
});
