import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../test-utils/fetch-mock';
import { makeConfig } from '../test-utils/fixtures';
import { renderWithProviders } from '../test-utils/render';
import { Bootstrap } from './bootstrap';

const app = (config: { environment: string }) => <p>app started in {config.environment}</p>;

describe('Bootstrap', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads status, then config, then starts the app', async () => {
    mockApi({ '/api/config': () => json(makeConfig({ environment: 'uat' })) });
    renderWithProviders(<Bootstrap>{app}</Bootstrap>);
    expect(screen.getByText('Loading Wound Care EMR…')).toBeInTheDocument();
    expect(await screen.findByText('app started in uat')).toBeInTheDocument();
  });

  it('shows the configuration error with its reason, and retries', async () => {
    let calls = 0;
    mockApi({
      '/api/config': () => {
        calls += 1;
        return calls === 1 ? json({ environment: 'mars' }) : json(makeConfig());
      },
    });
    renderWithProviders(<Bootstrap>{app}</Bootstrap>);
    expect(await screen.findByText('Could not load the application configuration.')).toBeInTheDocument();
    expect(screen.getByText(/Configuration: environment: Unknown environment/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('app started in qa')).toBeInTheDocument();
  });

  it("says 'No internet connection' when offline with nothing cached", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithProviders(<Bootstrap>{app}</Bootstrap>);
    expect(await screen.findByRole('heading', { name: 'No internet connection' })).toBeInTheDocument();
    expect(screen.queryByText('app started in qa')).not.toBeInTheDocument();
  });
});
