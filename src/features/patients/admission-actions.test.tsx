// SPEC §4 admission holds on the Admissions tab: the actions each status offers, the hold reason
// (and a cancellation's published reason) required before anything is sent, what is sent (the version the user saw), the server's refusal
// shown in the dialog, and the buttons off while offline.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import type { SessionUser } from '../../domain/access';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderWithProviders } from '../../test-utils/render';
import { valueSetCodesAnswer } from '../../test-utils/value-set-mock';
import { AdmissionActions } from './admission-actions';
import type { AdmissionItem } from './chart-api';

const admission = (status: string, versionId = 3): AdmissionItem => ({
  id: '0b6f1c1e-8a43-4e3b-9a51-0f7c2d2b9d11',
  versionId,
  status,
  periodStart: '2026-05-01T14:00:00.000Z',
  periodEnd: null,
  holdReason: null,
  readmitReason: null,
  readmitText: null,
  cancellationReason: null,
  hospitalName: null,
  statusHistory: [{ status, start: '2026-05-01T14:00:00.000Z', end: null }],
});

type Body = { variables?: { input?: Record<string, unknown> } } | null;

function setup(a: AdmissionItem, answer?: () => Response, user: SessionUser = USERS.admin) {
  const sent: Record<string, unknown>[] = [];
  const api = mockApi({
    'graphql:ValueSetCodes': valueSetCodesAnswer([
      { code: 'patient-declined', display: 'Patient declined' },
      { code: 'moved-out-of-area', display: 'Moved out of area' },
    ]),
    'graphql:ChangeAdmissionStatus': ({ body }) => {
      sent.push((body as Body)?.variables?.input ?? {});
      return answer
        ? answer()
        : json({ data: { changeAdmissionStatus: { id: a.id, versionId: a.versionId + 1, status: 'x', holdReason: null } } });
    },
  });
  storeSession(user);
  sessionStore.current(); // the store re-reads what this test stored (a sign-in would tell it)
  renderWithProviders(<AdmissionActions patientId="p1" admission={a} />);
  return { api, sent, user: userEvent.setup() };
}

describe('admission holds (SPEC §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('offers Put on hold to an active admission and sends nothing until a reason is chosen', async () => {
    const { sent, user } = setup(admission('active'));
    await user.click(screen.getByRole('button', { name: 'Put on hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put on hold' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByLabelText(/Hold reason/, { selector: 'input' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Hospitalized', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([{ admissionId: admission('active').id, versionId: 3, action: 'hold', reason: 'hospitalized' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("offers 'Resume Admission' to an active admission on hold, and 'Remove hold' to a planned one", async () => {
    const { sent, user } = setup(admission('onhold-active', 7));
    await user.click(screen.getByRole('button', { name: 'Resume Admission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume Admission' });
    await user.click(within(dialog).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(sent).toEqual([{ admissionId: admission('x').id, versionId: 7, action: 'resume', reason: null }]));
  });

  it("offers 'Cancel admission' to a planned admission, with a published cancellation reason required", async () => {
    const { sent, user } = setup(admission('planned', 2));
    await user.click(screen.getByRole('button', { name: 'Cancel admission' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel admission' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByLabelText(/Cancellation reason/, { selector: 'input' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Moved out of area', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { admissionId: admission('x').id, versionId: 2, action: 'cancel', reason: null, cancellationReason: 'moved-out-of-area' },
      ]),
    );
  });

  it('offers nothing for a discharge pending admission', () => {
    setup(admission('discharge-ordered'));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks a hospitalized hold for the hospital (optional) and sends it', async () => {
    const { sent, user } = setup(admission('active'));
    await user.click(screen.getByRole('button', { name: 'Put on hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put on hold' });
    expect(within(dialog).queryByLabelText('Hospital')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(/Hold reason/, { selector: 'input' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Hospitalized', hidden: true }));
    await user.type(within(dialog).getByLabelText('Hospital'), '  Tampa   General ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { admissionId: admission('x').id, versionId: 3, action: 'hold', reason: 'hospitalized', hospitalName: 'Tampa General' },
      ]),
    );
  });

  it("offers 'Readmit' to a discharged admission: the reason is required, 'Other' needs its text", async () => {
    const { sent, user } = setup(admission('discharged', 5));
    await user.click(screen.getByRole('button', { name: 'Readmit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Readmit' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText(/Readmit reason/, { selector: 'input' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Other', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Other reason/), 'Fell at home');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          admissionId: admission('x').id,
          versionId: 5,
          action: 'readmit',
          reason: null,
          readmitReason: 'other',
          readmitText: 'Fell at home',
        },
      ]),
    );
  });

  it('offers nothing to an external user', () => {
    setup(admission('active'), undefined, { ...USERS.admin, roles: ['external'] as SessionUser['roles'] });
    expect(screen.queryByRole('button', { name: 'Put on hold' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const { user } = setup(admission('onhold-planned'), () =>
      json({
        data: null,
        errors: [
          {
            message: 'This admission was changed by someone else. Refresh to see the change, then try again.',
            extensions: { code: 'CONFLICT' },
          },
        ],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove hold' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove hold' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This admission was changed by someone else.');
  });

  it('offers nothing to a user the server would refuse (reviewer-readonly)', () => {
    setup(admission('active'), undefined, { ...USERS.admin, roles: ['reviewer-readonly'] as SessionUser['roles'] });
    expect(screen.queryByRole('button', { name: 'Put on hold' })).not.toBeInTheDocument();
  });

  it('is off while offline, and says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setup(admission('active'));
    expect(screen.getByRole('button', { name: 'Put on hold' })).toBeDisabled();
    expect(screen.getByText('Changes to the chart need a connection.')).toBeInTheDocument();
  });
});
