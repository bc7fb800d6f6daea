// The PCP letters' screen (SPEC §2 /missed-appointments) through the real route, for a PCC (pons):
// the rows with their issue flags in words, SPEC §8's bulk send prompt with the ready count, and
// Send queuing the range's letters, after which the list follows the queue, live, until it is done.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../domain/access';
import { bulkSendPrompt } from '../../domain/letters/pcp-letters';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderApp } from '../../test-utils/render';

const feed = vi.hoisted(() => ({
  subscribe: vi.fn((..._args: unknown[]) => () => {}),
}));
vi.mock('../../api/subscriptions', () => ({
  subscribe: feed.subscribe,
  subscribeSince: () => () => {},
  closeSubscriptions: async () => {},
  configureSubscriptions: () => {},
}));

/** Says to the page, as the server would, that a letter was sent. */
function hearSent(sourceId: string): void {
  const onData = feed.subscribe.mock.calls.at(-1)?.[2] as ((data: unknown) => void) | undefined;
  if (!onData) throw new Error('the page does not listen for letter changes');
  onData({ onPcpLetterChanged: { sourceId, status: 'completed' } });
}

// The billing persona's id (its device key is unlocked in tests/setup-dom.ts), as a PCC on call.
const PCC: SessionUser = {
  ...USERS.billing,
  jobFunctions: ['pons'],
  permissions: ['patient', 'tasking'],
};

const row = (id: string, over: Record<string, unknown> = {}) => ({
  sourceId: id,
  patientId: `p-${id}`,
  patientName: `Patient ${id}`,
  at: '2026-05-04T14:00:00.000Z',
  pcpName: 'Dr. Pat Lane',
  fax: '8135550100',
  status: 'none',
  flags: [] as string[],
  documentId: null,
  error: null,
  sentAt: null,
  ...over,
});

type Body = { variables?: Record<string, unknown> } | null;

function setup() {
  let sent = false;
  let faxed = false;
  const sends: Record<string, unknown>[] = [];
  const lists: Record<string, unknown>[] = [];
  mockApi({
    'graphql:PcpLetterList': ({ body }) => {
      lists.push((body as Body)?.variables ?? {});
      // After the send: queued, until the server has said they were sent.
      const status = !sent ? 'none' : !faxed ? 'in-progress' : 'completed';
      const rows = [
        row('a1', { status, documentId: status === 'completed' ? 'doc-a1' : null }),
        row('a2', { status, documentId: status === 'completed' ? 'doc-a2' : null }),
        row('b1', { pcpName: 'Dr. No Fax', fax: null, flags: ['No Fax'] }),
        row('c1', { pcpName: null, fax: null, flags: ['No PCP'] }),
      ];
      const queued = status === 'in-progress' ? 2 : 0;
      const completed = status === 'completed' ? 2 : 0;
      return json({
        data: {
          PcpLetterList: {
            rows,
            counts: { total: 4, ready: sent ? 0 : 2, none: 4 - queued - completed, completed, inProgress: queued, failed: 0 },
            nextOffset: null,
          },
        },
      });
    },
    'graphql:SendPcpLetters': ({ body }) => {
      sends.push((body as Body)?.variables ?? {});
      sent = true;
      return json({ data: { sendPcpLetters: { queued: 2 } } });
    },
  });
  storeSession(PCC);
  const view = renderApp('/missed-appointments?from=2026-05-01&to=2026-05-07');
  return {
    ...view,
    sends,
    lists,
    user: userEvent.setup(),
    fax: () => {
      faxed = true;
    },
  };
}

const letterRow = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('/missed-appointments (SPEC §2, §3 Letters)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the range’s letters with their No PCP and No Fax flags and counts', async () => {
    const { lists } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Missed Appointments' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Missed Appointments' });
    expect(lists[0]).toMatchObject({ kind: 'missed-appointment', from: '2026-05-01', to: '2026-05-07', offset: 0 });
    expect(within(letterRow('Patient b1')).getByText('No Fax')).toBeInTheDocument();
    expect(within(letterRow('Patient c1')).getByText('No PCP')).toBeInTheDocument();
    expect(within(letterRow('Patient a1')).queryByText(/^No /)).toBeNull();
    expect(letterRow('Patient a1')).toHaveTextContent('Dr. Pat LaneFax (813) 555-0100');
    expect(screen.getByRole('link', { name: 'Patient a1' })).toHaveAttribute('href', '/patients/p-a1/documents');
    expect(screen.getByTestId('letter-counts')).toHaveTextContent('Total: 4Ready: 2Sent: 0Queued: 0Failed: 0');
    expect(screen.getByText('Displayed 4 of 4 results')).toBeInTheDocument();
    expect(screen.getByText('The end of results')).toBeInTheDocument();
  });

  it('asks SPEC §8’s question before sending, and Send queues the range; the rows then turn Sent', async () => {
    const { sends, user, fax } = setup();
    await screen.findByRole('table', { name: 'Missed Appointments' });
    await user.click(screen.getByRole('button', { name: 'Send letters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send letters' });
    expect(within(dialog).getByText(bulkSendPrompt(2))).toBeInTheDocument();
    expect(within(dialog).getByText('2 letters are ready to be sent. Do you want to proceed?')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sends).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Send letters' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Send letters' })).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sends).toEqual([{ kind: 'missed-appointment', from: '2026-05-01', to: '2026-05-07' }]));
    await waitFor(() => expect(within(letterRow('Patient a1')).getByText('Queued')).toBeInTheDocument());
    expect(feed.subscribe).toHaveBeenCalledWith(expect.anything(), { kind: 'missed-appointment' }, expect.any(Function));
    // Read again as soon as the server says a letter went (its fallback read is 15 s away).
    fax();
    hearSent('a1');
    await waitFor(() => expect(within(letterRow('Patient a1')).getByText('Sent')).toBeInTheDocument(), { timeout: 3_000 });
    expect(within(letterRow('Patient a2')).getByRole('button', { name: 'Open PDF of the letter for Patient a2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send letters' })).toBeDisabled();
  });
});
