import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { renderWithProviders } from '../../test-utils/render';
import { markUpdateWaiting, useHoldUpdate } from './sw-update';
import { UpdatePrompt } from './update-prompt';

function Held() {
  useHoldUpdate('Sending 2 changes');
  return null;
}

describe('Update Your App Version', () => {
  afterEach(() => {
    markUpdateWaiting(false);
    vi.unstubAllGlobals();
  });

  it('shows the current and the new version and refreshes', async () => {
    const api = mockApi({ '/api/status': () => json({ info: { web: { version: '42' } } }) });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    markUpdateWaiting();
    renderWithProviders(<UpdatePrompt />);
    expect(screen.getByRole('dialog', { name: 'Update Your App Version' })).toBeInTheDocument();
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByText('Refresh the browser to use the latest version.')).toBeInTheDocument();
    expect(api.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reload).toHaveBeenCalled();
  });

  it('waits while the update is held', () => {
    mockApi();
    markUpdateWaiting();
    renderWithProviders(
      <>
        <Held />
        <UpdatePrompt />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    expect(screen.getByText(/Sending 2 changes/)).toBeInTheDocument();
  });
});
