// /settings 'User Config' (SPEC §2) through the real route: one card per page of the User Config
// menu the user may open (the menu table's rules), Feature Flags and Settings for 'settings' only.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../domain/access';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { mockApi } from '../../test-utils/fetch-mock';
import { DEMO_SETTINGS, makeConfig, storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';

const SECURITY: SessionUser = { ...USERS.billing, roles: ['security-admin'], jobFunctions: ['other'], permissions: ['security'] };

async function cards(user: SessionUser, settings = DEMO_SETTINGS) {
  mockApi();
  storeSession(user);
  renderApp('/settings', makeConfig({ settings }));
  expect(await screen.findByRole('heading', { level: 1, name: 'User Config' })).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'User Config' });
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('/settings (SPEC §2 User Config)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows an administrator every page they may open, flags and switches included', async () => {
    expect(await cards(USERS.admin)).toEqual([
      ['Users', '/users'],
      ['Teams', '/teams'],
      ['Market Team', '/master-list/market-team-config'],
      ['Clinicans', '/clinicians'],
      ['Payers', '/payers'],
      ['PCC Config', '/pcc-config'],
      ['Telehealth Clinicians', '/th-clinician'],
      ['Lead Clinicians', '/lead-clinician'],
      ['Feature Flags', '/settings/feature-flags'],
      ['Settings', '/settings/switches'],
    ]);
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('follows the settings that hide a page (Notifications with EnableInAppNotificationConfig)', async () => {
    const links = await cards(USERS.admin, { ...DEMO_SETTINGS, EnableInAppNotificationConfig: 'true' });
    expect(links).toContainEqual(['Notifications', '/notifications']);
  });

  it('shows a financial user only the clinicians', async () => {
    expect(await cards(USERS.billing)).toEqual([['Clinicans', '/clinicians']]);
  });

  it('shows a security user only the users', async () => {
    expect(await cards(SECURITY)).toEqual([['Users', '/users']]);
  });

  it('is Forbidden to a user with none of settings, financial or security', async () => {
    mockApi();
    storeSession(USERS.clinician);
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
  });
});
