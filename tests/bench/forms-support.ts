// Shared set-up of the form benchmarks (issue 4: forms-render, forms-autosave): the built app on
// a fresh seeded server, Chromium as a tablet (1024×768, New York, geolocation allowed, as the
// e2e suite's device), the clinician signed in through the form, today's first visit opened and
// checked in through the visit screen (its check-in synced, so no drain runs while timing), and
// the reads and writes of the app's device database (emr-<userId>) the benches need. That
// database is sealed (AES-GCM, src/offline/crypto): they go through the offline core bundled into
// the page (offline-entry.ts: the same Dexie schema and sealing, the clinician's key opened with
// the demo PIN), never raw IndexedDB. No app code is changed: the page is driven as a clinician
// would drive it.
import { loadavg } from 'node:os';
import type { Browser, BrowserContext, CDPSession, Locator, Page } from '@playwright/test';
import { MAX_WOUNDS, woundAssessment } from '../../server/seed/forms/wound-assessment.ts';
import type { Answers, AnswerValue, QuestionnaireItem } from '../../src/domain/forms/questionnaire.ts';
import { isAnswerable, walkItems } from '../../src/domain/forms/questionnaire.ts';
import { formState } from '../../src/domain/forms/rules.ts';
import { addOfflineCore, openClinicianDay, shimFunctionNames, TIME_ZONE } from './offline-support.ts';

export const FORM_CODE = woundAssessment.code;
export const FORM_TITLE = woundAssessment.title;
/** The form element (FormRenderer names it after the questionnaire). */
export const FORM_SELECTOR = `form[aria-label="${FORM_TITLE}"]`;
/** The wound assessment's first input ('Number of wounds assessed today'). */
export const FIRST_INPUT_SELECTOR = `${FORM_SELECTOR} [data-link-id="wound-count"] input`;
export const OPEN_FORM_LINK = `Open ${FORM_TITLE}`;
/** The items (questions, groups, notes) of the seeded questionnaire. */
export const ITEM_COUNT = [...walkItems(woundAssessment.items)].length;

/** A tablet, as the e2e suite's device (tests/e2e/forms.spec.ts). */
const DEVICE = {
  viewport: { width: 1024, height: 768 },
  timezoneId: TIME_ZONE,
  permissions: ['geolocation'],
  geolocation: { latitude: 27.95, longitude: -82.46 },
};

export interface VisitSession {
  origin: string;
  userId: string;
  appointmentId: string;
  encounterId: string;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  close(): Promise<void>;
}

const visitSection = (page: Page): Locator => page.locator('section[aria-labelledby="visit-title"]');
export const documentation = (page: Page): Locator => page.getByRole('region', { name: 'Documentation' });
export const openFormLink = (page: Page): Locator => documentation(page).getByRole('link', { name: OPEN_FORM_LINK, exact: true });
export const backToVisitLink = (page: Page): Locator =>
  page.locator('section[aria-labelledby="form-title"]').getByRole('link', { name: 'Back to the visit', exact: true });

/** CPU slowdown of the page's renderer (1 = none). */
export async function throttleCpu(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * The built app on a fresh seeded server, the clinician signed in, today's first visit open and
 * checked in through its 'Check in' button, the check-in synced (no outbox entry waiting).
 */
export async function openCheckedInVisit(): Promise<VisitSession> {
  // No service worker: every run reads the same in-memory chunks, and no worker update or
  // precache download runs beside the timing.
  // bypassCSP: the app's CSP forbids inline scripts; the offline core is added as one.
  const day = await openClinicianDay({ serviceWorkers: 'block', bypassCSP: true, device: DEVICE, beforeSignIn: shimFunctionNames });
  try {
    const { page, api } = day;
    await addOfflineCore(page);
    const card = page
      .getByRole('list', { name: /^Visits on / })
      .getByRole('link')
      .first();
    const appointmentId = (await card.getAttribute('href'))?.split('/').at(-1) ?? '';
    if (!appointmentId) throw new Error("no visit in today's list");
    await card.click();
    await visitSection(page).waitFor();
    await visitSection(page).getByRole('button', { name: 'Check in', exact: true }).click();
    await openFormLink(page).waitFor({ timeout: 30_000 });
    const encounterId = await waitForSyncedEncounter(page, api.userId, appointmentId);
    const cdp = await day.context.newCDPSession(page);
    return {
      origin: day.origin,
      userId: api.userId,
      appointmentId,
      encounterId,
      browser: day.browser,
      context: day.context,
      page,
      cdp,
      close: day.close,
    };
  } catch (error) {
    await day.close();
    throw error;
  }
}

/** Waits until the visit's encounter on the device is the server's copy and the outbox has nothing queued. */
async function waitForSyncedEncounter(page: Page, userId: string, appointmentId: string): Promise<string> {
  const handle = await page.waitForFunction(
    async ({ userId, appointmentId }) => {
      const b = window.offlineBench;
      const [encounter, queued] = await Promise.all([b.encounterOf(userId, appointmentId), b.queued(userId)]);
      return encounter && !encounter.pendingSync && queued === 0 ? encounter.id : false;
    },
    { userId, appointmentId },
    { timeout: 30_000, polling: 200 },
  );
  return (await handle.jsonValue()) as string;
}

/**
 * Writes the form's draft into the app's device database with the app's saveDraft (sealed). On a
 * loaded machine the write can meet the app's own last write of the form it just left (a refusal
 * that reaches here without its message): it is tried again, a few times, and a refusal that
 * stays is thrown with its name and message.
 */
export async function writeDraft(page: Page, userId: string, encounterId: string, answers: Answers): Promise<void> {
  let refusal: string | null = null;
  for (let attempt = 0; attempt < 5; attempt++) {
    refusal = await page.evaluate(
      async ({ userId, encounterId, code, answers }) => {
        try {
          await window.offlineBench.writeDraft(userId, encounterId, code, answers);
          return null;
        } catch (error) {
          return error instanceof Error ? `${error.name}: ${error.message}` : `thrown: ${String(error)}`;
        }
      },
      { userId, encounterId, code: FORM_CODE, answers },
    );
    if (refusal === null) return;
    console.warn(`writeDraft attempt ${attempt + 1} refused: ${refusal}`);
  }
  throw new Error(`the draft could not be written: ${refusal}`);
}

/** Reads the form's draft answers from the app's device database (opened with the user's key); null when none. */
export async function readDraft(page: Page, userId: string, encounterId: string): Promise<Answers | null> {
  return page.evaluate(({ userId, encounterId, code }) => window.offlineBench.readDraft(userId, encounterId, code), {
    userId,
    encounterId,
    code: FORM_CODE,
  });
}

/**
 * The host's 1-minute load average: these figures are wall-clock times in one browser on a
 * shared machine (the server runs in this process), so they are printed with what else ran.
 */
export const hostLoad = (): number => +(loadavg()[0] ?? 0).toFixed(2);

// ---------- the full form ----------

/** Choices that show the most items: a pressure injury (its stage), 'Other' location (its text), some exudate (its type). */
const WIDEST: Record<string, string> = { type: 'pressure-injury', location: 'other', 'exudate-amount': 'moderate', status: 'active' };

function sample(item: QuestionnaireItem): AnswerValue[] {
  const suffix = item.linkId.replace(/^w\d+-/, '');
  switch (item.type) {
    case 'coding': {
      const options = item.answerOptions ?? [];
      const wanted = options.find((o) => o.code === WIDEST[suffix]) ?? options[0];
      return wanted ? [wanted] : [];
    }
    case 'integer':
      return [item.linkId === 'wound-count' ? MAX_WOUNDS : Math.round(((item.minValue ?? 0) + (item.maxValue ?? 10)) / 2)];
    case 'decimal':
      return [2.5];
    case 'quantity':
      return [{ value: 3.2, unit: item.units?.[0] ?? 'cm' }];
    case 'boolean':
      return [true];
    case 'date':
      return ['2026-03-09'];
    case 'dateTime':
      return ['2026-03-09T14:30:00.000Z'];
    case 'time':
      return ['14:30'];
    case 'attachment':
      return [{ id: 'photo-1', title: 'Wound photo 1', contentType: 'image/jpeg' }];
    default:
      return [`${item.text}: a note written in full sentences, as on a real visit.`];
  }
}

/**
 * A draft that opens the wound assessment at its largest: five active wounds, each a pressure
 * injury at an 'Other' location with undermining, tunneling, exudate, infection signs and
 * debridement, every shown question answered (only a wound's Wagner grade and resolved date,
 * which these answers hide, are not shown). The answers kept are the shown items' (formState),
 * as the app's autosave keeps them.
 */
export function fullFormDraft(): { answers: Answers; shownItems: number } {
  const all: Record<string, AnswerValue[]> = {};
  for (const { item } of walkItems(woundAssessment.items)) {
    if (isAnswerable(item.type) && !item.calculated) all[item.linkId] = sample(item);
  }
  const state = formState(woundAssessment, all);
  return { answers: state.answers, shownItems: state.visible.size };
}
