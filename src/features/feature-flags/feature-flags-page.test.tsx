// /settings/feature-flags and /settings/switches (SPEC §6) through the real routes: a flag's default
// saved on change, an override removed and one added (market, or a user found by name), the
// server's refusal on the field it names; the switches and numbers saved on change, a number out
// of range refused before any call; 403 without 'settings'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { type Handler, json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';

const TEX = '11111111-1111-4111-8111-111111111111';
const FLAGS = [
  {
    key: 'route-report',
    description: 'Show the route report (mileage and stops)',
    defaultValue: false,
    overrides: [{ scope: 'market', scopeValue: 'TX', scopeLabel: 'TX', value: true }],
  },
  { key: 'nlm-search', description: '', defaultValue: true, overrides: [] },
];
const SETTINGS = [
  {
    key: 'EnableUserPin',
    kind: 'switch',
    value: 'true',
    label: 'EnableUserPin',
    description: "Lock EMR and the user's security PIN",
    unit: null,
    min: null,
    max: null,
  },
  {
    key: 'HideOrders',
    kind: 'switch',
    value: 'false',
    label: 'HideOrders',
    description: 'Hide Orders and Order Sets',
    unit: null,
    min: null,
    max: null,
  },
  {
    key: 'IdleLockDelay',
    kind: 'number',
    value: '600000',
    label: 'Idle lock delay',
    description: null,
    unit: 'ms',
    min: 60000,
    max: 86400000,
  },
];

type Body = { variables?: Record<string, unknown> } | null;

function setup(path: string, handlers: Record<string, Handler> = {}) {
  const calls = vi.fn((_operation: string, _variables: unknown) => {});
  const flag =
    (field: string, name: string): Handler =>
    (request) => {
      const variables = (request.body as Body)?.variables ?? {};
      calls(name, variables);
      const given = handlers[name]?.(request);
      if (given) return given;
      const current = FLAGS.find((f) => f.key === variables.key) ?? FLAGS[0];
      return json({ data: { [field]: { ...current, defaultValue: variables.value ?? current?.defaultValue, overrides: [] } } });
    };
  mockApi({
    'graphql:FeatureFlagList': () => json({ data: { FeatureFlagList: FLAGS } }),
    'graphql:SetFeatureFlagDefault': flag('setFeatureFlagDefault', 'SetFeatureFlagDefault'),
    'graphql:SetFeatureFlagOverride': flag('setFeatureFlagOverride', 'SetFeatureFlagOverride'),
    'graphql:RemoveFeatureFlagOverride': flag('removeFeatureFlagOverride', 'RemoveFeatureFlagOverride'),
    'graphql:FlagUserChoices': () =>
      json({ data: { UserList: { edges: [{ node: { id: TEX, givenName: 'Tex', familyName: 'Clinician', email: 'tex@demo.test' } }] } } }),
    'graphql:AdminSettingList': () => json({ data: { SettingList: SETTINGS } }),
    'graphql:UpdateSetting': (request) => {
      const variables = (request.body as Body)?.variables ?? {};
      calls('UpdateSetting', variables);
      const current = SETTINGS.find((s) => s.key === variables.key);
      return json({ data: { updateSetting: { ...current, value: variables.value } } });
    },
  });
  storeSession(USERS.admin);
  const view = renderApp(path);
  return { ...view, calls, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('region', { name });
const option = (name: string) => screen.findByRole('option', { name, hidden: true });

describe('/settings/feature-flags (SPEC §6 feature flags)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows each flag with its default and overrides', async () => {
    setup('/settings/feature-flags');
    expect(await screen.findByRole('heading', { level: 1, name: 'Feature Flags' })).toBeInTheDocument();
    const report = card('Show the route report (mileage and stops)');
    expect(within(report).getByRole('switch', { name: 'On by default' })).not.toBeChecked();
    expect(within(report).getByRole('list', { name: /Overrides of/ })).toHaveTextContent('Market: TXOn');
    // No description: the key in words.
    expect(within(card('Nlm search')).getByRole('switch', { name: 'On by default' })).toBeChecked();
    await expectNoAxeViolations(screen.getByRole('main'));
  });

  it('saves a default on change and says so', async () => {
    const { calls, user } = setup('/settings/feature-flags');
    await screen.findByRole('heading', { level: 1, name: 'Feature Flags' });
    await user.click(within(card('Show the route report (mileage and stops)')).getByRole('switch', { name: 'On by default' }));
    await waitFor(() => expect(calls).toHaveBeenCalledWith('SetFeatureFlagDefault', { key: 'route-report', value: true }));
    expect(await within(card('Show the route report (mileage and stops)')).findByText('Saved')).toBeInTheDocument();
  });

  it('removes an override', async () => {
    const { calls, user } = setup('/settings/feature-flags');
    await screen.findByRole('heading', { level: 1, name: 'Feature Flags' });
    await user.click(screen.getByRole('button', { name: 'Remove the override for Market TX' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith('RemoveFeatureFlagOverride', { key: 'route-report', scope: 'market', scopeValue: 'TX' }),
    );
  });

  it('adds an override for a market', async () => {
    const { calls, user } = setup('/settings/feature-flags');
    await screen.findByRole('heading', { level: 1, name: 'Feature Flags' });
    const nlm = card('Nlm search');
    await user.click(within(nlm).getByRole('button', { name: 'Add override' }));
    await user.click(within(nlm).getByLabelText(/^Market/, { selector: 'input' }));
    await user.click(await option('FL'));
    await user.click(within(nlm).getByRole('checkbox', { name: 'On for them' }));
    await user.click(within(nlm).getByRole('button', { name: 'Save override' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith('SetFeatureFlagOverride', { key: 'nlm-search', scope: 'market', scopeValue: 'FL', value: false }),
    );
  });

  it('adds an override for a user found by name', async () => {
    const { calls, user } = setup('/settings/feature-flags');
    await screen.findByRole('heading', { level: 1, name: 'Feature Flags' });
    const nlm = card('Nlm search');
    await user.click(within(nlm).getByRole('button', { name: 'Add override' }));
    await user.click(within(nlm).getByLabelText(/^Applies to/, { selector: 'input' }));
    await user.click(await option('User'));
    await user.type(within(nlm).getByLabelText(/^User/, { selector: 'input' }), 'tex');
    await user.click(await option('Tex Clinician (tex@demo.test)'));
    await user.click(within(nlm).getByRole('button', { name: 'Save override' }));
    await waitFor(() =>
      expect(calls).toHaveBeenCalledWith('SetFeatureFlagOverride', { key: 'nlm-search', scope: 'user', scopeValue: TEX, value: true }),
    );
  });

  it("shows the server's refusal of the value on that field", async () => {
    const { user } = setup('/settings/feature-flags', {
      SetFeatureFlagOverride: () =>
        json({
          data: null,
          errors: [{ message: 'This field has incorrect value', extensions: { code: 'BAD_USER_INPUT', field: 'scopeValue' } }],
        }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Feature Flags' });
    const nlm = card('Nlm search');
    await user.click(within(nlm).getByRole('button', { name: 'Add override' }));
    await user.click(within(nlm).getByLabelText(/^Market/, { selector: 'input' }));
    await user.click(await option('TX'));
    await user.click(within(nlm).getByRole('button', { name: 'Save override' }));
    expect(await within(nlm).findByText('This field has incorrect value')).toBeInTheDocument();
  });

  it('is Forbidden without the settings permission', async () => {
    mockApi();
    storeSession(USERS.billing);
    renderApp('/settings/feature-flags');
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
  });
});

describe('/settings/switches (SPEC §6 switches, §9 idle delays)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('saves a switch on change', async () => {
    const { calls, user } = setup('/settings/switches');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await expectNoAxeViolations(screen.getByRole('main'));
    await user.click(screen.getByRole('switch', { name: /EnableUserPin/ }));
    await waitFor(() => expect(calls).toHaveBeenCalledWith('UpdateSetting', { key: 'EnableUserPin', value: 'false' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('refuses a number out of range before any call, and saves one in range', async () => {
    const { calls, user } = setup('/settings/switches');
    const delay = await screen.findByRole('textbox', { name: 'Idle lock delay (ms)' });
    await user.clear(delay);
    await user.type(delay, '30');
    await user.tab();
    expect(await screen.findByText('This field has incorrect value')).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
    await user.clear(delay);
    await user.type(delay, '120000');
    await user.tab();
    await waitFor(() => expect(calls).toHaveBeenCalledWith('UpdateSetting', { key: 'IdleLockDelay', value: '120000' }));
  });
});
