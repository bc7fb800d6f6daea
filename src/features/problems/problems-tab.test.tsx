// SPEC §2 tab 8 Problems List: the diagnoses in code-index order with the resolved ones below,
// the care plans; adding a diagnosis through the code picker (searched by words on the server,
// debounced) sends the picked code; a full list (SPEC §3 max 4) says so and offers no Add; the
// users the server would refuse are offered nothing; offline the changes are off and say why.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../api/session-store';
import type { SessionUser } from '../../domain/access';
import { DIAGNOSIS_MESSAGES } from '../../domain/problems/diagnosis-rules';
import { json, mockApi } from '../../test-utils/fetch-mock';
import { storeSession, USERS } from '../../test-utils/fixtures';
import { renderWithProviders } from '../../test-utils/render';
import type { DiagnosisItem, ProblemList } from './problems-api';
import { ProblemsTab } from './problems-tab';

const PATIENT = '5a0c2f1e-1b2c-4d3e-8f4a-5b6c7d8e9f01';

const dx = (n: number, code: string, title: string, extra: Partial<DiagnosisItem> = {}): DiagnosisItem => ({
  id: `d${n}`,
  versionId: 1,
  codeIndex: n,
  icd10CmCode: code,
  title,
  clinicalStatus: 'active',
  onsetDate: null,
  resolvedDate: null,
  note: null,
  recordedDate: '2026-05-01T14:00:00.000Z',
  ...extra,
});

const LIST: ProblemList = {
  patientId: PATIENT,
  diagnoses: [
    dx(1, 'L89.153', 'Pressure ulcer of sacral region, stage 3', { onsetDate: '2026-03-02', note: 'Over the coccyx' }),
    dx(2, 'E11.621', 'Type 2 diabetes mellitus with foot ulcer'),
    dx(9, 'L03.115', 'Cellulitis of right lower limb', { codeIndex: null, clinicalStatus: 'resolved', resolvedDate: '2026-04-10' }),
  ],
  carePlans: [
    {
      id: 'c1',
      versionId: 1,
      type: 'treatment-pathway',
      typeLabel: 'Treatment Pathway',
      code: 'pressure-injury',
      title: 'Pressure injury',
      note: null,
      lastUpdated: '2026-05-01T14:00:00.000Z',
    },
  ],
};

const FULL: ProblemList = {
  ...LIST,
  diagnoses: [
    dx(1, 'L89.153', 'Pressure ulcer of sacral region, stage 3'),
    dx(2, 'E11.621', 'Type 2 diabetes mellitus with foot ulcer'),
    dx(3, 'L97.412', 'Non-pressure chronic ulcer of right heel and midfoot with fat layer exposed'),
    dx(4, 'I87.2', 'Venous insufficiency (chronic) (peripheral)'),
  ],
};

type Body = { variables?: Record<string, unknown> } | null;

function setup(list: ProblemList = LIST, user: SessionUser = USERS.admin) {
  const sent: Record<string, unknown>[] = [];
  const searched: unknown[] = [];
  const api = mockApi({
    'graphql:ProblemList': () => json({ data: { ProblemList: list } }),
    'graphql:DiagnosisCodeList': ({ body }) => {
      searched.push((body as Body)?.variables?.term);
      return json({
        data: {
          DiagnosisCodeList: {
            totalCount: 3,
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [
              { node: { code: 'L89.603', title: 'Pressure ulcer of unspecified heel, stage 3', billable: true } },
              { node: { code: 'L89.613', title: 'Pressure ulcer of right heel, stage 3', billable: true } },
              { node: { code: 'L89.623', title: 'Pressure ulcer of left heel, stage 3', billable: true } },
            ],
          },
        },
      });
    },
    'graphql:AddDiagnosis': ({ body }) => {
      sent.push(((body as Body)?.variables?.input as Record<string, unknown>) ?? {});
      return json({
        data: { addDiagnosis: { ...list, diagnoses: [...list.diagnoses, dx(3, 'L89.613', 'Pressure ulcer of right heel, stage 3')] } },
      });
    },
  });
  storeSession(user);
  sessionStore.current();
  const changed = vi.fn();
  renderWithProviders(
    <Suspense fallback="Loading">
      <ProblemsTab patientId={PATIENT} onChanged={changed} />
    </Suspense>,
  );
  return { api, sent, searched, changed, user: userEvent.setup() };
}

describe('Problems List tab (SPEC §2 tab 8)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('lists the diagnoses by code index, the resolved ones below, and the care plans', async () => {
    setup();
    const listed = await screen.findByRole('list', { name: 'Diagnoses' });
    const rows = within(listed).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('L89.153Pressure ulcer of sacral region, stage 3Onset 03/02/2026Over the coccyx'),
      expect.stringContaining('E11.621Type 2 diabetes mellitus with foot ulcer'),
    ]);
    expect(within(rows[0] as HTMLElement).getByLabelText('Code index 1')).toBeInTheDocument();
    const resolved = screen.getByRole('list', { name: 'Resolved diagnoses' });
    expect(resolved).toHaveTextContent('L03.115Cellulitis of right lower limbResolved 04/10/2026');
    expect(screen.getByText('2 of 4 on the diagnosis list · ICD-10-CM')).toBeInTheDocument();
    const plans = screen.getByRole('region', { name: 'Care Plans' });
    expect(within(plans).getByLabelText('Treatment Pathway', { selector: 'input' })).toHaveValue('Pressure injury');
    expect(within(plans).getByLabelText('Patient Acuity Level', { selector: 'input' })).toHaveValue('');
  });

  it('adds a diagnosis found by words in the code picker', async () => {
    const { sent, searched, changed, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add diagnosis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add diagnosis' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /ICD-10-CM code/ }), 'pressure heel stage 3');
    await user.click(await within(dialog).findByRole('option', { name: /L89\.613/, hidden: true }));
    // Debounced: the server heard the words once typing paused, not each keystroke.
    expect(searched.at(-1)).toBe('pressure heel stage 3');
    expect(searched.length).toBeLessThan(5);
    expect(within(dialog).getByRole('textbox', { name: /ICD-10-CM code/ })).toHaveValue('L89.613 Pressure ulcer of right heel, stage 3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ patientId: PATIENT, code: 'L89.613', onsetDate: null, note: null }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Pressure ulcer of right heel, stage 3')).toBeInTheDocument();
    expect(changed).toHaveBeenCalled();
  });

  it('says plainly that the list is full at 4 and offers no Add', async () => {
    setup(FULL);
    expect(await screen.findByRole('button', { name: 'Add diagnosis' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(DIAGNOSIS_MESSAGES.limit);
  });

  it('offers no change to a reviewer or an external user', async () => {
    for (const roles of [['reviewer-readonly'], ['external']] as SessionUser['roles'][]) {
      const view = setup(LIST, { ...USERS.admin, roles });
      expect(await screen.findByRole('list', { name: 'Diagnoses' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add diagnosis' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Actions for/ })).not.toBeInTheDocument();
      expect(screen.getByText('Pressure injury')).toBeInTheDocument();
      view.api.mockClear();
      document.body.innerHTML = '';
    }
  });

  it('is off while offline, and says why', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    setup();
    expect(await screen.findByRole('button', { name: 'Add diagnosis' })).toBeDisabled();
    expect(screen.getByText('Changes to the chart need a connection.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for L89.153' })).toBeDisabled();
    expect(screen.getByLabelText('Treatment Pathway', { selector: 'input' })).toBeDisabled();
  });
});
