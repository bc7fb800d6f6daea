// SPEC §2 Communication & Notes: the notes newest first with date, topic, author and text; the
// topic filter asks the server for that topic; a new note needs a topic and its text, counts its
// characters and refuses more than 2,000 with its limit; what is sent; the chart's counts are
// refreshed after a save; nothing to add for a reviewer, and off while offline.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import type { SessionUser } from '../../domain/access';
import { MESSAGES } from '../../domain/messages';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderWithProviders } from '../../test-utils/render';
import { NotesTab } from './notes-tab';
import { mockChartRecords, PATIENT } from './testing/chart-records-mock';

const NOTES = [
  {
    id: 'n2',
    versionId: 1,
    sent: '2026-05-08T15:30:00.000Z',
    topic: 'clinical-update',
    topicDisplay: 'Clinical Update',
    text: 'Wound bed 80% granulation.\nContinue dressing.',
    author: 'Casey Clinician',
  },
  {
    id: 'n1',
    versionId: 1,
    sent: '2026-05-01T14:00:00.000Z',
    topic: 'scheduling',
    topicDisplay: 'Scheduling',
    text: 'Visit moved.',
    author: null,
  },
];

function setup(user: SessionUser = USERS.admin) {
  const mock = mockChartRecords({ notes: NOTES });
  storeSession(user);
  sessionStore.current();
  const onChanged = vi.fn(async () => undefined);
  renderWithProviders(<NotesTab patientId={PATIENT} onChanged={onChanged} />);
  return { ...mock, onChanged, user: userEvent.setup() };
}

describe('Communication & Notes (SPEC §2 chart tab 1)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('lists the notes as the server orders them, with date, topic, author and text', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Notes' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Clinical Update');
    expect(items[0]).toHaveTextContent('By Casey Clinician');
    expect(items[0]).toHaveTextContent(/05\/08\/2026 \d\d:\d\d (AM|PM)/);
    expect(within(items[0] as HTMLElement).getByText(/Wound bed 80% granulation/)).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Scheduling');
    expect(screen.getByText('Displayed 2 of 2 results')).toBeInTheDocument();
  });

  it('asks the server for one topic when filtered', async () => {
    const { sent, user } = setup();
    await screen.findByRole('list', { name: 'Notes' });
    await user.click(screen.getByRole('combobox', { name: 'Topic' }));
    await user.click(await screen.findByRole('option', { name: 'Scheduling', hidden: true }));
    await waitFor(() => expect(sent.filter(([n]) => n === 'PatientNoteList').at(-1)?.[1]).toMatchObject({ topic: 'scheduling' }));
  });

  it('adds a note with a topic: required fields first, the counter and the limit, then what is sent', { timeout: 60_000 }, async () => {
    const { mutations, onChanged, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add note' }));
    const dialog = await screen.findByRole('dialog', { name: 'New note' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText(MESSAGES.required)).toHaveLength(2);
    expect(mutations()).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: /Topic/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'Clinical Update', hidden: true }));
    const text = within(dialog).getByRole('textbox', { name: /Note/ });
    await user.click(text);
    await user.paste('x'.repeat(2001));
    await user.tab();
    expect(within(dialog).getByText('2,001 / 2,000')).toBeInTheDocument();
    expect(await within(dialog).findByText('Maximum 2000 characters allowed')).toBeInTheDocument();
    await user.clear(text);
    await user.type(text, 'Called the daughter.');
    expect(within(dialog).getByText('20 / 2,000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mutations()).toEqual([['AddPatientNote', { patientId: PATIENT, topic: 'clinical-update', text: 'Called the daughter.' }]]),
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no Add note to a reviewer (the server refuses them)', async () => {
    setup({ ...USERS.admin, roles: ['reviewer-readonly'] as SessionUser['roles'] });
    await screen.findByRole('list', { name: 'Notes' });
    expect(screen.queryByRole('button', { name: 'Add note' })).not.toBeInTheDocument();
  });

  it('is off while offline, and says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setup();
    expect(await screen.findByRole('button', { name: 'Add note' })).toBeDisabled();
    expect(screen.getByText('Changes to the chart need a connection.')).toBeInTheDocument();
  });
});
