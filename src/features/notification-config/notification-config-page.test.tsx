// /notifications (SPEC §2) through the real route: the job function select (the first by
// default), the title 'Subscribed Events for ' + its title, its events as checkboxes, and Save
// through updateJobFunction with the form footer; the server's refusals are shown.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils/axe';
import { type Handler, json, mockApi } from '../../test-utils/fetch-mock';
import { DEMO_SETTINGS, makeConfig, storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';

const EVENTS = [
  { _id: 'admission-status-changed', title: 'Admission status changed', description: 'An admission changed.', status: 'active' },
  { _id: 'order-created', title: 'New order', description: 'A new order.', status: 'active' },
  { _id: 'encounter-signed', title: 'Encounter signed', description: 'An encounter was e-signed.', status: 'active' },
];
const jobFunction = (code: string, title: string, events: string[]) => ({
  _id: code,
  code,
  title,
  status: 'active',
  events: events.map((_id) => ({ _id })),
});
const JOB_FUNCTIONS = [
  jobFunction('billing', 'Billing', []),
  jobFunction('clin', 'Clinician', ['admission-status-changed', 'order-created']),
];

type Body = { variables?: { input?: { _id: string; events: string[] } } } | null;

function setup(update?: Handler) {
  const saved = vi.fn((_input: unknown) => {});
  mockApi({
    'graphql:GetJobFunctions': () => json({ data: { GetJobFunctions: JOB_FUNCTIONS } }),
    'graphql:GetEvents': () => json({ data: { GetEvents: EVENTS } }),
    'graphql:UpdateJobFunction': (request) => {
      const input = (request.body as Body)?.variables?.input;
      saved(input);
      if (update) return update(request);
      return json({ data: { updateJobFunction: jobFunction(input?._id ?? '', 'Clinician', input?.events ?? []) } });
    },
  });
  storeSession(USERS.admin);
  renderApp('/notifications', makeConfig({ settings: { ...DEMO_SETTINGS, EnableInAppNotificationConfig: 'true' } }));
  return { saved };
}

const user = userEvent.setup();

async function chooseJobFunction(title: string) {
  await user.click(screen.getByLabelText('Job function', { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: title, hidden: true }));
}

describe('/notifications', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the first job function's events, then the chosen one's", async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Subscribed Events for Billing' })).toBeInTheDocument();
    for (const e of EVENTS) expect(screen.getByRole('checkbox', { name: e.title })).not.toBeChecked();
    await expectNoAxeViolations(screen.getByRole('main'));

    await chooseJobFunction('Clinician');
    expect(await screen.findByRole('heading', { name: 'Subscribed Events for Clinician' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Admission status changed' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'New order' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Encounter signed' })).not.toBeChecked();
  });

  it('saves the checked events of the job function', async () => {
    const { saved } = setup();
    await screen.findByRole('heading', { name: 'Subscribed Events for Billing' });
    await chooseJobFunction('Clinician');
    await user.click(await screen.findByRole('checkbox', { name: 'New order' }));
    await user.click(screen.getByRole('checkbox', { name: 'Encounter signed' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ _id: 'clin', events: ['admission-status-changed', 'encounter-signed'] }));
    await waitFor(() => expect(screen.getAllByRole('status').some((s) => s.textContent === 'Saved')).toBe(true));
  });

  it("shows the server's refusal", async () => {
    setup(() => json({ data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] }));
    await screen.findByRole('heading', { name: 'Subscribed Events for Billing' });
    await user.click(screen.getByRole('checkbox', { name: 'New order' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const form = within(screen.getByRole('form', { name: 'Events for Billing' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Forbidden');
  });

  it('shows a refusal naming the events on the events', async () => {
    setup(() =>
      json({
        data: null,
        errors: [{ message: "input.events: 'x' is not a known event", extensions: { code: 'BAD_USER_INPUT', field: 'input.events' } }],
      }),
    );
    await screen.findByRole('heading', { name: 'Subscribed Events for Billing' });
    await user.click(screen.getByRole('checkbox', { name: 'New order' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("input.events: 'x' is not a known event")).toBeInTheDocument();
  });
});
