// SPEC §2 discharge request screens through the real routes, over a stand-in API: the Admissions
// tab links each admission's requests and offers 'Request discharge' to an active one; the new
// form requires its date, disposition and reason (SPEC §5 words; the reason one of the published
// 'discharge-reason' codes, a request's own kept on an edit) and sends what was chosen; the
// request shows its readable words and history; an edit sends the version the user saw and shows
// a conflict's SPEC §8 words; a closed request cannot be edited; another admission's request is
// Not Found; a reviewer is offered no change.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../domain/access';
import { MESSAGES } from '../../../domain/messages';
import { json, mockApi } from '../../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../../test-utils/fixtures';
import { renderApp } from '../../../test-utils/render';
import { valueSetCodesAnswer } from '../../../test-utils/value-set-mock';

const PATIENT = '0b6f3a52-6a0e-4c8f-9a51-3f2d7e1c9a01';
const ACTIVE = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e01';
const ORDERED = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e02';
const REQUEST = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f01';
const CLOSED = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f02';

const CHART = {
  patient: {
    id: PATIENT,
    name: 'Ana Ortiz',
    birthDate: '1950-03-07',
    age: 76,
    gender: 'female',
    phone: null,
    externalNumber: null,
    admissionStatus: 'active',
    state: 'FL',
    marketName: 'Miami',
  },
  demographics: {
    fullName: 'Ana Ortiz',
    preferredName: null,
    gender: 'female',
    birthDate: '1950-03-07',
    age: 76,
    maritalStatus: null,
    externalNumber: null,
    ssnLast4: null,
    phones: [],
    emergencyContact: null,
    caregivers: [],
    addresses: [],
    email: null,
    fax: null,
    race: null,
    ethnicity: null,
    timeZone: 'America/New_York',
  },
  tabs: [{ key: 'admissions', count: 2 }],
};

const admission = (id: string, status: string) => ({
  id,
  versionId: 2,
  status,
  periodStart: '2026-05-01T14:00:00.000Z',
  periodEnd: null,
  holdReason: null,
  readmitReason: null,
  readmitText: null,
  hospitalName: null,
  statusHistory: [{ status, start: '2026-05-01T14:00:00.000Z', end: null }],
});

const request = (over: Record<string, unknown> = {}) => ({
  id: REQUEST,
  versionId: 2,
  lastUpdated: '2026-06-20T15:00:00.000Z',
  status: 'requested',
  patientId: PATIENT,
  admissionId: ORDERED,
  requestedOn: '2026-06-20T15:00:00.000Z',
  requestedDate: '2026-06-30',
  disposition: 'pcp',
  dischargeOption: 'end-hh-service',
  reason: 'wound-healed',
  reasonDisplay: 'Wound healed',
  notes: null,
  requestedBy: 'Morgan Coordinator',
  ...over,
});

type Body = { variables?: Record<string, unknown> } | null;

function setup(path: string, options: { user?: SessionUser; update?: () => Response } = {}) {
  const sent: { operation: string; input: unknown }[] = [];
  const requests: Record<string, unknown> = {
    [REQUEST]: request(),
    [CLOSED]: request({ id: CLOSED, status: 'confirmed', versionId: 3 }),
  };
  // The server's side of it: filing orders the active admission's discharge; an edit saves the request.
  let activeStatus = 'active';
  const api = mockApi({
    'graphql:PatientChart': () => json({ data: { PatientChart: CHART } }),
    'graphql:AdmissionList': () =>
      json({ data: { AdmissionList: [admission(ACTIVE, activeStatus), admission(ORDERED, 'discharge-ordered')] } }),
    'graphql:DischargeRequestList': () =>
      json({
        data: {
          DischargeRequestList: {
            totalCount: 1,
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [{ node: request() }],
          },
        },
      }),
    'graphql:DischargeRequest': ({ body }) => {
      const found = requests[String((body as Body)?.variables?.id)];
      return found
        ? json({ data: { DischargeRequest: found } })
        : json({ data: null, errors: [{ message: 'Discharge request was not found.', extensions: { code: 'NOT_FOUND' } }] });
    },
    // SPEC §2 'discharge-reason' as published: 'Wound healed' was retired since the request was filed.
    'graphql:ValueSetCodes': valueSetCodesAnswer(
      [
        { code: 'hospice', display: 'Hospice' },
        { code: 'patient-request', display: 'Patient request' },
        { code: 'other', display: 'Other' },
      ],
      2,
    ),
    'graphql:DischargeRequestHistory': () =>
      json({
        data: {
          DischargeRequestHistory: [
            {
              versionId: 1,
              action: 'create',
              status: 'requested',
              recordedAt: '2026-06-20T15:00:00.000Z',
              authorName: 'Morgan Coordinator',
            },
            { versionId: 2, action: 'update', status: 'Pending', recordedAt: '2026-06-21T15:00:00.000Z', authorName: 'Avery Admin' },
          ],
        },
      }),
    'graphql:CreateDischargeRequest': ({ body }) => {
      sent.push({ operation: 'create', input: (body as Body)?.variables?.input });
      activeStatus = 'discharge-ordered';
      return json({ data: { createDischargeRequest: request({ admissionId: ACTIVE, versionId: 1 }) } });
    },
    'graphql:UpdateDischargeRequest': ({ body }) => {
      sent.push({ operation: 'update', input: (body as Body)?.variables?.input });
      if (options.update) return options.update();
      requests[REQUEST] = request({ versionId: 3, status: 'confirmed' });
      return json({ data: { updateDischargeRequest: requests[REQUEST] } });
    },
  });
  storeSession(options.user ?? USERS.admin);
  const view = renderApp(path);
  return { ...view, api, sent, user: userEvent.setup() };
}

const base = `/patients/${PATIENT}/admissions`;
const choose = async (user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) => {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
};

describe('discharge requests (SPEC §2, §3, §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("the Admissions tab links an admission's requests, and offers 'Request discharge' to the active one", async () => {
    setup(`/patients/${PATIENT}/admissions`);
    const items = within(await screen.findByRole('list', { name: 'Admissions' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [active, ordered] = items as [HTMLElement, HTMLElement];
    expect(within(active).getByRole('link', { name: 'Request discharge' })).toHaveAttribute('href', `${base}/${ACTIVE}/discharge-request`);
    const link = await within(ordered).findByRole('link', { name: 'Discharge request for 06/30/2026' });
    expect(link).toHaveAttribute('href', `${base}/${ORDERED}/discharge-request/${REQUEST}`);
    expect(within(ordered).getByText('Requested')).toBeInTheDocument();
    expect(within(ordered).queryByRole('link', { name: 'Request discharge' })).not.toBeInTheDocument();
  });

  it('files a request: the date, disposition and reason are required; then it opens the filed request', async () => {
    const { sent, user, router } = setup(`${base}/${ACTIVE}/discharge-request`);
    const form = await screen.findByRole('form', { name: 'New discharge request' });
    // Today in the patient's zone is the default date.
    expect(within(form).getByLabelText(/Requested date/)).not.toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    expect(sent).toEqual([]);
    await choose(user, /Disposition/, 'Skilled nursing facility (SNF)');
    await choose(user, /Discharge option/, 'Pause home health for wound care');
    await choose(user, /Reason/, 'Patient request');
    await user.type(within(form).getByLabelText(/Notes/), 'Family informed');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      operation: 'create',
      input: {
        patientId: PATIENT,
        admissionId: ACTIVE,
        requestedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        disposition: 'snf',
        dischargeOption: 'pause-hh-for-wound-care',
        reason: 'patient-request',
        notes: 'Family informed',
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/${ACTIVE}/discharge-request/${REQUEST}`), { timeout: 3000 });
  });

  it('says an admission that is not active cannot have one', async () => {
    setup(`${base}/${ORDERED}/discharge-request`);
    expect(await screen.findByText('A discharge request can be filed only for an active admission.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows a request in words, with its history, and Edit', async () => {
    setup(`${base}/${ORDERED}/discharge-request/${REQUEST}`);
    expect(await screen.findByRole('heading', { name: 'Discharge request' })).toBeInTheDocument();
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(value('Status')).toHaveTextContent('Requested');
    expect(value('Requested date')).toHaveTextContent('06/30/2026');
    expect(value('Disposition')).toHaveTextContent('Primary care provider (PCP)');
    expect(value('Discharge option')).toHaveTextContent('End home health service');
    expect(value('Reason')).toHaveTextContent('Wound healed');
    expect(value('Notes')).toHaveTextContent('Not Available');
    expect(value('Requested by')).toHaveTextContent('Morgan Coordinator');
    expect(value('Filed on')).toHaveTextContent('06/20/2026 11:00 AM');
    const history = await screen.findByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Filed · Requested · 06/20/2026 11:00 AM · Morgan Coordinator', 'Changed · Pending · 06/21/2026 11:00 AM · Avery Admin']);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `${base}/${ORDERED}/discharge-request/${REQUEST}/edit`);
  });

  it('offers a reviewer no Edit', async () => {
    setup(`${base}/${ORDERED}/discharge-request/${REQUEST}`, {
      user: { ...USERS.admin, roles: ['reviewer-readonly'] as SessionUser['roles'] },
    });
    expect(await screen.findByRole('heading', { name: 'Discharge request' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers no Edit of a confirmed request', async () => {
    setup(`${base}/${ORDERED}/discharge-request/${CLOSED}`);
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('edits the version the user saw; confirming sends the status', async () => {
    const { sent, user, router } = setup(`${base}/${ORDERED}/discharge-request/${REQUEST}/edit`);
    const form = await screen.findByRole('form', { name: 'Edit discharge request' });
    // The request's own reason stays, though the published list no longer offers it.
    expect(within(form).getByLabelText(/Reason/, { selector: 'input' })).toHaveValue('Wound healed');
    await choose(user, /Status/, 'Confirmed');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      operation: 'update',
      input: {
        id: REQUEST,
        versionId: 2,
        status: 'confirmed',
        requestedDate: '2026-06-30',
        disposition: 'pcp',
        dischargeOption: 'end-hh-service',
        reason: 'wound-healed',
        notes: '',
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/${ORDERED}/discharge-request/${REQUEST}`), { timeout: 3000 });
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("shows a conflict's SPEC §8 words and keeps what was typed", async () => {
    const { user } = setup(`${base}/${ORDERED}/discharge-request/${REQUEST}/edit`, {
      update: () => json({ data: null, errors: [{ message: MESSAGES.conflict, extensions: { code: 'CONFLICT', currentVersion: 3 } }] }),
    });
    const form = await screen.findByRole('form', { name: 'Edit discharge request' });
    await user.type(within(form).getByLabelText(/Notes/), 'More');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(MESSAGES.conflict);
    expect(within(form).getByLabelText(/Notes/)).toHaveValue('More');
  });

  it('a confirmed request cannot be edited; a request of another admission is Not Found', async () => {
    setup(`${base}/${ORDERED}/discharge-request/${CLOSED}/edit`);
    expect(await screen.findByText('This discharge request is confirmed or cancelled and can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    setup(`${base}/${ACTIVE}/discharge-request/${REQUEST}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
  });
});
