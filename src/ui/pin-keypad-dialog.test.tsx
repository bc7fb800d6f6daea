import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils/render';
import { PinKeypadDialog, type PinKeypadDialogProps } from './pin-keypad-dialog';

function setup(props: Partial<PinKeypadDialogProps> = {}) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  const view = renderWithProviders(<PinKeypadDialog opened title="Verify your PIN" layout="keypad" onSubmit={onSubmit} {...props} />);
  return { user, onSubmit, view };
}

const dialog = () => screen.findByRole('dialog', { name: 'Verify your PIN' });
const clickOutside = async (user: ReturnType<typeof userEvent.setup>) => {
  const overlay = document.querySelector('.mantine-Modal-overlay');
  expect(overlay).not.toBeNull();
  if (overlay) await user.click(overlay);
};

describe('PinKeypadDialog', () => {
  it('is a dialog named by its title, with the keypad in it', async () => {
    setup({ description: 'Please verify your PIN' });
    const shown = await dialog();
    expect(within(shown).getByRole('heading', { name: 'Verify your PIN' })).toBeInTheDocument();
    expect(within(shown).getByText('Please verify your PIN')).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: '5' })).toBeInTheDocument();
  });

  it('puts the focus in the keypad, so the PIN can be typed at once', async () => {
    const { user, onSubmit } = setup();
    const shown = await dialog();
    await waitFor(() => expect(within(shown).getByRole('group', { name: 'PIN' })).toHaveFocus());
    await user.keyboard('135792{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('135792');
  });

  it('has no close button, and ignores Escape and a click outside, without onClose', async () => {
    const { user } = setup();
    const shown = await dialog();
    expect(within(shown).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await clickOutside(user);
    expect(screen.getByRole('dialog', { name: 'Verify your PIN' })).toBeInTheDocument();
  });

  it('closes with its close button, Escape and a click outside when onClose is given', async () => {
    const onClose = vi.fn();
    const { user } = setup({ onClose });
    const shown = await dialog();
    await user.click(within(shown).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    await clickOutside(user);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('offers the bottom link and shows the error', async () => {
    const signOut = vi.fn();
    const { user } = setup({
      bottomLink: { label: 'Sign Out', onClick: signOut },
      error: 'Incorrect PIN, logout to continue',
      disabled: true,
    });
    const shown = await dialog();
    expect(within(shown).getByRole('alert')).toHaveTextContent('Incorrect PIN, logout to continue');
    await user.click(within(shown).getByRole('button', { name: 'Sign Out' }));
    expect(signOut).toHaveBeenCalled();
  });

  it('shows the desktop form layout too', async () => {
    const { user, onSubmit } = setup({ layout: 'form' });
    const shown = await dialog();
    await user.type(within(shown).getByLabelText('PIN'), '135792{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('135792');
  });

  it('renders nothing while closed', () => {
    setup({ opened: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('passes the axe checks jsdom can run', async () => {
    setup({ onClose: () => {}, description: 'Please verify your PIN', bottomLink: { label: 'Sign Out', onClick: () => {} } });
    const shown = await dialog();
    const results = await axe.run(shown, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
