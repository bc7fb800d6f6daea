// SPEC §2 Tasks (patient task dashboard): the open and overdue counts at the top, each task with its
// owner, due date, status, priority and an Overdue mark; Complete sends the version the user saw;
// Cancel task asks first; the filter asks the server for closed tasks; a new task with an owner
// from the server's list; the server's refusal shown beside the task.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import { MESSAGES } from '../../domain/messages';
import { json } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderWithProviders } from '../../test-utils/render';
import { TasksTab } from './tasks-tab';
import { type ChartRecordsMock, mockChartRecords, PATIENT } from './testing/chart-records-mock';

const task = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  versionId: 3,
  title: 'Call the PCP',
  status: 'requested',
  priority: 'urgent',
  ownerId: 'u1',
  owner: 'Casey Clinician',
  dueDate: '2026-05-01',
  authoredOn: '2026-04-20T14:00:00.000Z',
  requester: 'Morgan Coordinator',
  completedOn: null,
  overdue: true,
  ...over,
});

const TASKS = [
  task('t1'),
  task('t2', { title: 'Order supplies', status: 'in-progress', priority: 'routine', overdue: false, dueDate: null, owner: null }),
  task('t3', { title: 'Verify eligibility', status: 'completed', overdue: false, completedOn: '2026-05-02T15:00:00.000Z' }),
];

function setup(mock: ChartRecordsMock = {}) {
  const api = mockChartRecords({ tasks: TASKS, summary: { open: 2, overdue: 1 }, ...mock });
  storeSession(USERS.admin);
  sessionStore.current();
  renderWithProviders(<TasksTab patientId={PATIENT} />);
  return { ...api, user: userEvent.setup() };
}

const row = async (title: string): Promise<HTMLElement> => {
  const list = await screen.findByRole('list', { name: 'Tasks' });
  const found = within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(title));
  if (!found) throw new Error(`no task ${title}`);
  return found;
};

describe('Tasks, patient task dashboard (SPEC §2 chart tab 12)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the open and overdue counts and each task with its facts', async () => {
    setup();
    const summary = await screen.findByRole('group', { name: 'Task summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Open2Overdue1'));
    const first = await row('Call the PCP');
    expect(first).toHaveTextContent('Overdue');
    expect(first).toHaveTextContent('Urgent');
    expect(first).toHaveTextContent('Requested');
    expect(first).toHaveTextContent('Due 05/01/2026 · Owner: Casey Clinician · Requested by Morgan Coordinator');
    expect(await row('Order supplies')).toHaveTextContent('No due date · Owner: Unassigned');
    const done = await row('Verify eligibility');
    expect(done).toHaveTextContent('Completed');
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
  });

  it('completes a task with the version the user saw; Cancel task asks first', async () => {
    const { mutations, user } = setup();
    const first = await row('Call the PCP');
    await user.click(within(first).getByRole('button', { name: 'Complete: Call the PCP' }));
    await waitFor(() => expect(mutations()).toEqual([['ChangePatientTaskStatus', { id: 't1', versionId: 3, status: 'completed' }]]));

    const second = await row('Order supplies');
    expect(within(second).queryByRole('button', { name: /^Start/ })).not.toBeInTheDocument();
    await user.click(within(second).getByRole('button', { name: 'Cancel task: Order supplies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel task' });
    expect(mutations()).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel task' }));
    await waitFor(() => expect(mutations().at(-1)).toEqual(['ChangePatientTaskStatus', { id: 't2', versionId: 3, status: 'cancelled' }]));
  });

  it("shows the server's refusal beside the task", async () => {
    const { user } = setup({
      mutation: () => json({ data: null, errors: [{ message: MESSAGES.conflict, extensions: { code: 'CONFLICT' } }] }),
    });
    const first = await row('Call the PCP');
    await user.click(within(first).getByRole('button', { name: 'Start: Call the PCP' }));
    expect(await within(first).findByRole('alert')).toHaveTextContent(MESSAGES.conflict);
  });

  it('asks the server for the closed tasks when filtered', async () => {
    const { sent, user } = setup();
    await row('Call the PCP');
    await user.click(screen.getByRole('radio', { name: 'Closed' }));
    await waitFor(() => expect(sent.filter(([n]) => n === 'PatientTaskList').at(-1)?.[1]).toMatchObject({ status: 'closed' }));
  });

  it('adds a task with an owner from the server, a due date and a priority', { timeout: 60_000 }, async () => {
    const { mutations, user } = setup({ owners: [{ id: '6f1c1e0b-8a43-4e3b-9a51-0f7c2d2b9d11', name: 'Casey Clinician' }] });
    await user.click(await screen.findByRole('button', { name: 'Add task' }));
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.required)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Task/ }), 'Send visit notes');
    await user.click(within(dialog).getByRole('combobox', { name: 'Owner' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Casey Clinician', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Due date' }), '06/15/2026');
    await user.click(within(dialog).getByRole('combobox', { name: /Priority/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'STAT', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mutations()).toEqual([
        [
          'AddPatientTask',
          {
            patientId: PATIENT,
            title: 'Send visit notes',
            ownerId: '6f1c1e0b-8a43-4e3b-9a51-0f7c2d2b9d11',
            dueDate: '2026-06-15',
            priority: 'stat',
          },
        ],
      ]),
    );
  });
});
