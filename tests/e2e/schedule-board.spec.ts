import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  drawer,
  EMAILS,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  passPinGate,
  type ServerApi,
  saveScreenshot,
  serverApiAs,
  signIn,
} from './support';

// axe is injected as an inline script, which the app's CSP forbids; the board shows the
// clinician's zone whatever the device's, which is fixed all the same.
test.use({ timezoneId: 'America/New_York', bypassCSP: true, viewport: { width: 1440, height: 900 } });

const COORDINATOR = 'coordinator@demo.test';
/** The clinicians of the demo personas (server/seed/personas.ts): other specs use their visits. */
const PERSONA_CLINICIANS = ['Casey Clinician', 'Jordan Nurse', 'Noel Newcomer', 'Taylor Telehealth', 'Tatum Telehealth', 'Logan Lead'];
const PREFERENCES_KEY = 'emr.schedule-board';

// ---- what the server holds ----

interface Clinician {
  id: string;
  name: string;
  state: string | null;
  timeZone: string;
}
interface Slot {
  start: string;
  end: string;
}
interface BoardVisit {
  patientName: string;
  appointment: { id: string; versionId: number; status: string; start: string; end: string; patientId: string | null };
}
interface Board {
  availableSOCCount: number;
  freeSlots: Slot[];
  visits: BoardVisit[];
}

const CLINICIANS = 'query { SchedulableClinicians { id name state timeZone } }';
const BOARD = `query Board($clinicianId: ID!, $from: String!, $to: String!) {
  ClinicianSchedule(clinicianId: $clinicianId, from: $from, to: $to) {
    availableSOCCount
    freeSlots { start end }
    visits { patientName appointment { id versionId status start end patientId } }
  }
}`;
const PATIENT_SEARCH = `query PatientList($term: String, $first: Int) {
  PatientList(term: $term, first: $first) { edges { node { id name } } }
}`;
const AVAILABILITY = 'query ($clinicianId: ID!) { ClinicianAvailability(clinicianId: $clinicianId) { versionId saved } }';
const CANCEL = 'mutation ($input: CancelAppointmentInput!) { cancelAppointment(input: $input) { id status } }';

const readBoard = async (api: ServerApi, clinicianId: string, week: readonly string[]): Promise<Board> =>
  (
    await api.graphql<{ ClinicianSchedule: Board }>(BOARD, {
      clinicianId,
      from: week[0],
      to: week.at(-1),
    })
  ).ClinicianSchedule;

// ---- dates and times as the board writes them (src/domain/format.ts, schedule-board.ts) ----

const calendarDateIn = (at: Date, zone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const shiftDate = (date: string, days: number): string => {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};
const dayIndex = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();
/** Monday to Friday of `date`'s week (a Saturday shows the week after it). */
const weekdaysOf = (date: string): string[] => {
  const sunday = shiftDate(date, -dayIndex(date));
  const monday = dayIndex(date) === 6 ? shiftDate(sunday, 8) : shiftDate(sunday, 1);
  return Array.from({ length: 5 }, (_, i) => shiftDate(monday, i));
};
/** 'MM/dd/yyyy'. */
const usDate = (date: string): string => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
/** 'Monday 05/04/2026': a day's heading and its list's name. */
const dayLabel = (date: string): string =>
  `${new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))} ${usDate(date)}`;
/** 'hh:mm a' in the clinician's zone, split into what the time picker's three parts hold. */
function timeIn(iso: string, zone: string): { label: string; hour: string; minute: string; period: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', minute: '2-digit', hour12: true })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  const period = (parts.dayPeriod ?? '').toUpperCase();
  return { label: `${parts.hour}:${parts.minute} ${period}`, hour: parts.hour ?? '', minute: parts.minute ?? '', period };
}

// ---- the facts, read once ----

interface Facts {
  clinician: Clinician;
  /** The clinician's picker label. */
  clinicianLabel: string;
  /** Monday to Friday of next week, in the clinician's zone. */
  week: string[];
  patient: { id: string; name: string };
  /** What to type in the patient picker: part of the patient's name. */
  typed: string;
}

async function readFacts(request: APIRequestContext): Promise<{ api: ServerApi; facts: Facts }> {
  const api = await serverApiAs(request, COORDINATOR);
  const { SchedulableClinicians: clinicians } = await api.graphql<{ SchedulableClinicians: Clinician[] }>(CLINICIANS);
  const others = clinicians.filter((c) => !PERSONA_CLINICIANS.includes(c.name));
  // One in the device's zone if there is one (the board shows the clinician's either way).
  const clinician = others.find((c) => c.timeZone === 'America/New_York') ?? others[0];
  if (!clinician) throw new Error('the demo seed has no clinician besides the personas');
  const week = weekdaysOf(shiftDate(calendarDateIn(new Date(), clinician.timeZone), 7));
  const board = await readBoard(api, clinician.id, week);
  const visit = board.visits.find((v) => v.appointment.patientId && v.patientName !== 'Not Available');
  if (!visit?.appointment.patientId) throw new Error(`${clinician.name} has no visit with a patient next week`);
  // Part of the name: every word, the last one without its last letter (the picker offers 10).
  const name = visit.patientName;
  const typed = /\S{3}$/.test(name) ? name.slice(0, -1) : name;
  const found = await api.graphql<{ PatientList: { edges: { node: { id: string } }[] } }>(PATIENT_SEARCH, { term: typed, first: 10 });
  expect(
    found.PatientList.edges.map((e) => e.node.id),
    `'${typed}' finds ${name} among the picker's 10`,
  ).toContain(visit.appointment.patientId);
  return {
    api,
    facts: {
      clinician,
      clinicianLabel: clinician.state ? `${clinician.name} (${clinician.state})` : clinician.name,
      week,
      patient: { id: visit.appointment.patientId, name },
      typed,
    },
  };
}

/** A day of next week with two free slots (the booking and the reschedule's new time). */
function pickSlots(board: Board, facts: Facts): { day: string; first: Slot; second: Slot } {
  const zone = facts.clinician.timeZone;
  for (const day of facts.week) {
    const free = board.freeSlots.filter((s) => calendarDateIn(new Date(s.start), zone) === day);
    const [first, second] = free;
    if (first && second) return { day, first, second };
  }
  throw new Error(`${facts.clinician.name} has no day next week with two free slots`);
}

// ---- the screen ----

const escapeRe = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const dayList = (page: Page, day: string): Locator => page.getByRole('list', { name: dayLabel(day), exact: true });
/** The visit buttons of `day` at `start` for the patient with that status label. */
const visitsAt = (page: Page, day: string, start: string, patient: string, status: string): Locator =>
  dayList(page, day).getByRole('button', {
    name: new RegExp(`^${escapeRe(start)} – \\d\\d:\\d\\d [AP]M\\s*${escapeRe(patient)}\\s*${escapeRe(status)}\\b`),
  });
const freeSlot = (page: Page, day: string, start: string): Locator =>
  dayList(page, day).getByRole('button', { name: `Free ${start}`, exact: true });
const socBadge = (page: Page): Locator => page.getByText(/^Available SOC: \d+$/);
const socCount = async (page: Page): Promise<number> => Number((await socBadge(page).textContent())?.replace(/\D/g, ''));
const showCanceled = (page: Page): Locator => page.getByRole('switch', { name: 'Show canceled' });
const weekendView = (page: Page): Locator => page.getByRole('switch', { name: 'Weekend view' });
const dateRange = (page: Page): Locator => page.getByRole('heading', { level: 2, name: /^\d\d\/\d\d\/\d{4}/ });
const bookingPanel = (page: Page): Locator => page.getByRole('complementary', { name: 'Book a visit' });
const visitPanel = (page: Page): Locator => page.getByRole('complementary', { name: 'Visit' });

/** Sets a time picker (hours, minutes, AM/PM; src/ui/form/time-field.tsx) inside `scope`. */
async function setTime(scope: Locator, label: string, time: { hour: string; minute: string; period: string }): Promise<void> {
  await scope.getByRole('spinbutton', { name: `${label} hour` }).fill(time.hour);
  await scope.getByRole('spinbutton', { name: `${label} minute` }).fill(time.minute);
  await scope.getByRole('combobox', { name: `${label} AM or PM` }).selectOption(time.period);
}

async function setShowCanceled(page: Page, on: boolean): Promise<void> {
  const toggle = showCanceled(page);
  if ((await toggle.isChecked()) !== on) await toggle.click({ force: true });
  await expect(toggle).toBeChecked({ checked: on });
}

/** Books `slot` for the patient through the board's form; the panel closes after 'Saved'. */
async function book(page: Page, facts: Facts, day: string, slot: Slot, afterForm?: () => Promise<void>): Promise<void> {
  await freeSlot(page, day, timeIn(slot.start, facts.clinician.timeZone).label).click();
  const form = bookingPanel(page).getByRole('form', { name: 'Book a visit' });
  await expect(form).toBeVisible();
  await expect(form.getByText(dayLabel(day), { exact: true })).toBeVisible();
  await form.getByRole('combobox', { name: 'Patient' }).fill(facts.typed);
  await form.getByRole('option', { name: new RegExp(`^${escapeRe(facts.patient.name)} \\(`) }).click();
  await expect(form.getByRole('combobox', { name: 'Patient' })).toHaveValue(new RegExp(`^${escapeRe(facts.patient.name)} \\(`));
  await afterForm?.();
  await form.getByRole('button', { name: 'Book visit' }).click();
  await expect(bookingPanel(page)).toBeHidden();
}

/** Opens the clinician's board by its address (a full load: the PIN again) and waits for its count. */
async function openBoard(page: Page, facts: Facts): Promise<void> {
  await page.goto(`/schedule/${facts.clinician.id}`);
  await passPinGate(page);
  await expect(socBadge(page)).toBeVisible();
}

test.describe.configure({ timeout: 240_000 });

test('the coordinator books, reschedules, cancels and misses visits on a clinician’s week; availability; what a reload keeps', async ({
  page,
  request,
}) => {
  const { api, facts } = await readFacts(request);
  const zone = facts.clinician.timeZone;
  const board = await readBoard(api, facts.clinician.id, facts.week);
  const { day, first, second } = pickSlots(board, facts);
  const at1 = timeIn(first.start, zone);
  const at2 = timeIn(second.start, zone);
  const end2 = timeIn(second.end, zone);
  const patient = facts.patient.name;
  const count = (start: string, status: string) => visitsAt(page, day, start, patient, status).count();

  await test.step('open /schedule, choose the clinician, go to next week', async () => {
    await signIn(page, COORDINATOR);
    if (!/\/schedule$/.test(new URL(page.url()).pathname)) await drawer(page).getByRole('link', { name: 'Schedule', exact: true }).click();
    await expect(page).toHaveURL(/\/schedule$/);
    await expect(page.getByText('Choose a clinician to see their schedule.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Clinician' }).fill(facts.clinician.name.split(' ')[0] ?? '');
    await page.getByRole('option', { name: facts.clinicianLabel, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/schedule/${facts.clinician.id}$`));
    await expect(page.getByRole('combobox', { name: 'Clinician' })).toHaveValue(facts.clinicianLabel);
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(5);

    await page.getByRole('button', { name: 'Next week', exact: true }).click();
    await expect(dateRange(page)).toHaveText(`${usDate(facts.week[0] ?? '')} – ${usDate(facts.week[4] ?? '')}`);
    // Monday to Friday, in order, each with its weekday's heading.
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(facts.week.map(dayLabel));
    await expect(socBadge(page)).toHaveText(`Available SOC: ${board.availableSOCCount}`);
    await expect(freeSlot(page, day, at1.label)).toBeVisible();
    await expect(freeSlot(page, day, at2.label)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'schedule board');
  });

  const n = await socCount(page);
  const confirmedAt1 = await count(at1.label, 'Confirmed');

  await test.step('book the first free slot for the patient: Confirmed, N one less', async () => {
    await book(page, facts, day, first, async () => {
      const form = bookingPanel(page).getByRole('form', { name: 'Book a visit' });
      await expect(form.getByRole('combobox', { name: 'Visit type' })).toHaveValue('Start of Care');
      await expect(form.getByRole('spinbutton', { name: 'Start hour' })).toHaveValue(at1.hour);
      await expect(form.getByRole('spinbutton', { name: 'Start minute' })).toHaveValue(at1.minute);
      await expectNoSeriousA11yViolations(page, 'schedule booking form');
    });
    await expect(visitsAt(page, day, at1.label, patient, 'Confirmed')).toHaveCount(confirmedAt1 + 1);
    await expect(freeSlot(page, day, at1.label)).toHaveCount(0);
    await expect(socBadge(page)).toHaveText(`Available SOC: ${n - 1}`);
  });

  const rescheduledAt1 = await (async () => {
    await setShowCanceled(page, true);
    const shown = await count(at1.label, 'Rescheduled');
    await setShowCanceled(page, false);
    return shown;
  })();
  const confirmedAt2 = await count(at2.label, 'Confirmed');

  await test.step('reschedule it to the second free slot with a reason: Rescheduled only with Show canceled', async () => {
    const booked = visitsAt(page, day, at1.label, patient, 'Confirmed').last();
    await booked.click();
    await expect(booked).toHaveAttribute('aria-pressed', 'true');
    const panel = visitPanel(page);
    await expect(panel.getByText(patient, { exact: true })).toBeVisible();
    await expect(panel.getByText('Confirmed', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'schedule visit panel');
    await panel.getByRole('button', { name: 'Reschedule', exact: true }).click();
    const form = panel.getByRole('form', { name: 'Reschedule the visit' });
    await setTime(form, 'Start', at2);
    await setTime(form, 'End', end2);
    // A reason is required.
    await form.getByRole('button', { name: 'Reschedule', exact: true }).click();
    await expect(form.getByText('This field is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Reason', exact: true }).fill('The patient asked for a later time');
    await form.getByRole('button', { name: 'Reschedule', exact: true }).click();
    // The board is what is checked after a change, not what the side panel shows.
    await expect(form).toBeHidden();

    await expect(visitsAt(page, day, at2.label, patient, 'Confirmed')).toHaveCount(confirmedAt2 + 1);
    await expect(visitsAt(page, day, at1.label, patient, 'Confirmed')).toHaveCount(confirmedAt1);
    await expect(visitsAt(page, day, at1.label, patient, 'Rescheduled')).toHaveCount(0);
    await expect(freeSlot(page, day, at1.label)).toBeVisible();
    await expect(socBadge(page)).toHaveText(`Available SOC: ${n - 1}`);
    await setShowCanceled(page, true);
    await expect(visitsAt(page, day, at1.label, patient, 'Rescheduled')).toHaveCount(rescheduledAt1 + 1);
    await setShowCanceled(page, false);
  });

  const canceledAt2 = await (async () => {
    await setShowCanceled(page, true);
    const shown = await count(at2.label, 'Canceled');
    await setShowCanceled(page, false);
    return shown;
  })();

  await test.step("cancel the new visit with the default reason 'The Patient is not available'", async () => {
    await visitsAt(page, day, at2.label, patient, 'Confirmed').last().click();
    await visitPanel(page).getByRole('button', { name: 'Cancel visit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel visit' });
    await expect(dialog.getByRole('combobox', { name: 'Reason' })).toHaveValue('The Patient is not available');
    await dialog.getByRole('button', { name: 'Cancel visit', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(visitsAt(page, day, at2.label, patient, 'Confirmed')).toHaveCount(confirmedAt2);
    await expect(visitsAt(page, day, at2.label, patient, 'Canceled')).toHaveCount(0);
    await expect(socBadge(page)).toHaveText(`Available SOC: ${n}`);
    await setShowCanceled(page, true);
    await expect(visitsAt(page, day, at2.label, patient, 'Canceled')).toHaveCount(canceledAt2 + 1);
  });

  const missedAt1 = await count(at1.label, 'Missed');

  await test.step('book again and mark it missed: Missed', async () => {
    await book(page, facts, day, first);
    await expect(visitsAt(page, day, at1.label, patient, 'Confirmed')).toHaveCount(confirmedAt1 + 1);
    await expect(socBadge(page)).toHaveText(`Available SOC: ${n - 1}`);
    await visitsAt(page, day, at1.label, patient, 'Confirmed').last().click();
    await visitPanel(page).getByRole('button', { name: 'Mark missed', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark visit missed' });
    await dialog.getByRole('button', { name: 'Mark missed', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(visitsAt(page, day, at1.label, patient, 'Missed')).toHaveCount(missedAt1 + 1);
    await expect(visitsAt(page, day, at1.label, patient, 'Confirmed')).toHaveCount(confirmedAt1);
    await expect(socBadge(page)).toHaveText(`Available SOC: ${n}`);
  });

  await test.step("Availability: two overlapping slots of a day are refused with 'Slots in a day cannot be overlapped.'", async () => {
    const before = await api.graphql<{ ClinicianAvailability: { versionId: number; saved: boolean } }>(AVAILABILITY, {
      clinicianId: facts.clinician.id,
    });
    const saves: string[] = [];
    const watch = (r: { method: () => string; postData: () => string | null }) => {
      if (r.method() === 'POST' && r.postData()?.includes('saveClinicianAvailability')) saves.push(r.postData() ?? '');
    };
    page.on('request', watch);
    await page.getByRole('button', { name: 'Availability', exact: true }).click();
    const drawerDialog = page.getByRole('dialog', { name: 'Availability' });
    const form = drawerDialog.getByRole('form', { name: `Availability of ${facts.clinician.name}` });
    await expect(form).toBeVisible();
    const weekday = dayLabel(day).split(' ')[0] ?? 'Monday';
    const firstSlot = form.getByRole('group', { name: `${weekday} slot 1`, exact: true });
    await expect(firstSlot).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'availability drawer');
    const start = {
      hour: await firstSlot.getByRole('spinbutton', { name: 'Start hour' }).inputValue(),
      minute: await firstSlot.getByRole('spinbutton', { name: 'Start minute' }).inputValue(),
      period: await firstSlot.getByRole('combobox', { name: 'Start AM or PM' }).inputValue(),
    };
    await form.getByRole('button', { name: `Add slot to ${weekday}`, exact: true }).click();
    const added = form.getByRole('group', { name: `${weekday} slot 2`, exact: true });
    await expect(added).toBeVisible();
    // The new slot starts when the first does: the two overlap.
    await setTime(added, 'Start', start);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(added.getByText('Slots in a day cannot be overlapped.', { exact: true })).toBeVisible();
    await expect(firstSlot.getByText('Slots in a day cannot be overlapped.')).toHaveCount(0);
    await expect(drawerDialog).toBeVisible();
    // Fixed by removing the slot, then left without saving.
    await added.getByRole('button', { name: `Remove ${weekday} slot 2`, exact: true }).click();
    await expect(added).toHaveCount(0);
    await expect(form.getByText('Slots in a day cannot be overlapped.')).toHaveCount(0);
    await form.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(drawerDialog).toBeHidden();
    page.off('request', watch);
    expect(saves, 'no save was sent').toEqual([]);
    const after = await api.graphql<{ ClinicianAvailability: { versionId: number; saved: boolean } }>(AVAILABILITY, {
      clinicianId: facts.clinician.id,
    });
    expect(after.ClinicianAvailability).toEqual(before.ClinicianAvailability);
  });

  await test.step('a reload keeps the clinician, the date and the switches (local storage)', async () => {
    await weekendView(page).click({ force: true });
    await expect(weekendView(page)).toBeChecked();
    const sunday = shiftDate(facts.week[0] ?? '', -1);
    const saturday = shiftDate(facts.week[4] ?? '', 1);
    await expect(dateRange(page)).toHaveText(`${usDate(sunday)} – ${usDate(saturday)}`);
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(7);
    const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), PREFERENCES_KEY)) ?? '{}');
    expect(stored).toMatchObject({ clinicianId: facts.clinician.id, weekendView: true, showCanceled: true });

    await page.reload();
    await passPinGate(page);
    await expect(page).toHaveURL(new RegExp(`/schedule/${facts.clinician.id}$`));
    await expect(page.getByRole('combobox', { name: 'Clinician' })).toHaveValue(facts.clinicianLabel);
    await expect(dateRange(page)).toHaveText(`${usDate(sunday)} – ${usDate(saturday)}`);
    await expect(weekendView(page)).toBeChecked();
    await expect(showCanceled(page)).toBeChecked();
    await expect(visitsAt(page, day, at2.label, patient, 'Canceled')).toHaveCount(canceledAt2 + 1);

    // /schedule opens the clinician chosen last time.
    await drawer(page).getByRole('link', { name: 'Schedule', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/schedule/${facts.clinician.id}$`));
    await weekendView(page).click({ force: true });
    await expect(weekendView(page)).not.toBeChecked();
    await setShowCanceled(page, false);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(facts.week.map(dayLabel));
  });

  await test.step('screenshots of the board at 1440×900, 1024×768 and 390×844', async () => {
    for (const size of [
      { width: 1440, height: 900 },
      { width: 1024, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await expect(dateRange(page)).toBeVisible();
      const at = `${size.width}x${size.height}`;
      await saveScreenshot(page, `schedule-board-${at}.png`);
      await saveScreenshot(page, `schedule-board-${at}-full.png`, { fullPage: true });
      await expectNoHorizontalOverflow(page, `schedule board ${at}`);
    }
  });
});

test('a second tab on the clinician’s week shows a visit booked in the first without a reload (onScheduleChanged)', async ({
  page,
  context,
  request,
}) => {
  const { api, facts } = await readFacts(request);
  const zone = facts.clinician.timeZone;
  const { day, first } = pickSlots(await readBoard(api, facts.clinician.id, facts.week), facts);
  const at1 = timeIn(first.start, zone);
  const patient = facts.patient.name;
  // The board's subscription refusals, as the socket of each tab receives them.
  const refusals: string[] = [];
  const listen = (tab: Page) =>
    tab.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        const frame = JSON.parse(String(payload)) as { type?: string; payload?: unknown };
        if (frame.type === 'error') refusals.push(JSON.stringify(frame.payload));
      }),
    );
  listen(page);
  await signIn(page, COORDINATOR);
  await openBoard(page, facts);
  await page.getByRole('button', { name: 'Next week', exact: true }).click();
  await expect(dateRange(page)).toHaveText(`${usDate(facts.week[0] ?? '')} – ${usDate(facts.week[4] ?? '')}`);

  // The same coordinator in a second tab: the board it remembers (the same clinician and week).
  const other = await context.newPage();
  listen(other);
  await openBoard(other, facts);
  await expect(dateRange(other)).toHaveText(`${usDate(facts.week[0] ?? '')} – ${usDate(facts.week[4] ?? '')}`);
  const shownBefore = await visitsAt(other, day, at1.label, patient, 'Confirmed').count();
  const n = await socCount(other);
  await expect(freeSlot(other, day, at1.label)).toBeVisible();
  let reloaded = false;
  other.on('framenavigated', (frame) => {
    if (frame === other.mainFrame()) reloaded = true;
  });

  await page.bringToFront();
  await book(page, facts, day, first);
  try {
    await expect(visitsAt(page, day, at1.label, patient, 'Confirmed')).toHaveCount(shownBefore + 1);
    expect(refusals, 'subscriptions refused by the server').toEqual([]);
    await expect(visitsAt(other, day, at1.label, patient, 'Confirmed')).toHaveCount(shownBefore + 1);
    await expect(freeSlot(other, day, at1.label)).toHaveCount(0);
    await expect(socBadge(other)).toHaveText(`Available SOC: ${n - 1}`);
    expect(reloaded, 'the second tab was not reloaded').toBe(false);
  } finally {
    // Leaves the clinician's week as it was found: the visit booked here is canceled again.
    const left = await readBoard(api, facts.clinician.id, facts.week);
    for (const v of left.visits) {
      const { id, versionId, status, start, patientId } = v.appointment;
      if (status === 'booked' && start === first.start && patientId === facts.patient.id) {
        await api.graphql(CANCEL, { input: { appointmentId: id, versionId } });
      }
    }
  }
});

test('the clinician has the Schedule link (menu rules) and plans their own schedule, within their market', async ({ page }) => {
  await signIn(page, EMAILS.clinician);
  const link = drawer(page).getByRole('link', { name: 'Schedule', exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/schedule$/);
  await page.getByRole('combobox', { name: 'Clinician' }).click();
  // SchedulableClinicians of a clinician: themself (and no clinician outside their market, FL).
  const own = page.getByRole('option', { name: 'Casey Clinician (FL)', exact: true });
  await expect(own).toBeVisible();
  expect((await page.getByRole('option').allTextContents()).filter((label) => !label.endsWith(' (FL)'))).toEqual([]);
  await own.click();
  await expect(page).toHaveURL(/\/schedule\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(5);
  await expect(socBadge(page)).toBeVisible();
});
