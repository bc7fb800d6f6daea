import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { renderWithProviders } from '../../test-utils/render';
import { FormFooter, type FormFooterProps, OUTCOME_TEXT, OVERLAY_MS } from './form-footer';

function setup(props: Partial<FormFooterProps> = {}) {
  const all: FormFooterProps = { onCancel: vi.fn(), saving: false, outcome: null, onOutcomeShown: vi.fn(), ...props };
  const view = renderWithProviders(
    <form aria-label="Test form" style={{ position: 'relative' }}>
      <FormFooter {...all} />
    </form>,
  );
  const rerender = (next: Partial<FormFooterProps>) =>
    view.rerender(
      <form aria-label="Test form" style={{ position: 'relative' }}>
        <FormFooter {...all} {...next} />
      </form>,
    );
  return { ...all, view, rerender };
}

describe('FormFooter (SPEC §2 Cancel/Save with the 0.5 s overlay)', () => {
  afterEach(() => vi.useRealTimers());

  it('Cancel cancels; Save submits the form', () => {
    const { onCancel } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('while saving, Save is busy and Cancel waits', () => {
    setup({ saving: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('shows the success overlay for 500 ms, says it to screen readers, then reports it shown', () => {
    vi.useFakeTimers();
    const { rerender, onOutcomeShown } = setup();
    expect(screen.queryByTestId('form-outcome-overlay')).not.toBeInTheDocument();
    rerender({ outcome: { status: 'success', seq: 1 } });
    expect(screen.getByTestId('form-outcome-overlay')).toHaveTextContent(OUTCOME_TEXT.success);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(OVERLAY_MS - 1));
    expect(screen.getByTestId('form-outcome-overlay')).toBeInTheDocument();
    expect(onOutcomeShown).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('form-outcome-overlay')).not.toBeInTheDocument();
    expect(onOutcomeShown).toHaveBeenCalledWith('success');
    expect(OVERLAY_MS).toBe(500);
  });

  it('shows the error overlay the same way, and a new save shows its own', () => {
    vi.useFakeTimers();
    const { rerender, onOutcomeShown } = setup({ outcome: { status: 'error', seq: 1 } });
    expect(screen.getByTestId('form-outcome-overlay')).toHaveTextContent(OUTCOME_TEXT.error);
    expect(screen.getByRole('status')).toHaveTextContent('Not saved');
    act(() => vi.advanceTimersByTime(OVERLAY_MS));
    expect(onOutcomeShown).toHaveBeenLastCalledWith('error');
    rerender({ outcome: { status: 'error', seq: 2 } });
    expect(screen.getByTestId('form-outcome-overlay')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(OVERLAY_MS));
    expect(onOutcomeShown).toHaveBeenCalledTimes(2);
  });

  it('passes axe, with and without the overlay', async () => {
    const { view, rerender } = setup();
    await expectNoAxeViolations(view.container);
    rerender({ outcome: { status: 'success', seq: 1 } });
    await expectNoAxeViolations(view.container);
  });
});
