import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils/render';
import { DrawerFooter, VersionWarning } from './drawer-footer';

describe('version warning', () => {
  it('warns when the build differs from the server web version', () => {
    renderWithProviders(<VersionWarning build="41" serverVersion="42" />);
    expect(screen.getByText('Version not updated to 42, please contact EMR support')).toBeInTheDocument();
  });
  it('is hidden when the versions match', () => {
    renderWithProviders(<VersionWarning build="42" serverVersion="42" />);
    expect(screen.queryByText(/Version not updated/)).not.toBeInTheDocument();
  });
  it("ignores build '1' (a development build)", () => {
    renderWithProviders(<VersionWarning build="1" serverVersion="42" />);
    expect(screen.queryByText(/Version not updated/)).not.toBeInTheDocument();
  });
  it('is hidden when the server version is unknown (offline start)', () => {
    renderWithProviders(<VersionWarning build="41" serverVersion={null} />);
    expect(screen.queryByText(/Version not updated/)).not.toBeInTheDocument();
  });
});

describe('drawer footer', () => {
  it.each([
    ['dev', 'Dev'],
    ['uat', 'UAT'],
    ['loadtest', 'Load Test'],
  ] as const)('shows the %s badge', (env, badge) => {
    renderWithProviders(<DrawerFooter build="7" environment={env} />);
    expect(screen.getByText(`Build Version: 7 / ${env}`, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(badge)).toBeInTheDocument();
  });
});
