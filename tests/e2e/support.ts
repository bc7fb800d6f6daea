// Shared helpers of the end-to-end suite: signing in through the real form, reading the
// drawer menu, waiting for the service worker, running axe-core in the page, and asking the
// server directly (GraphQL as a signed-in user) to prove what it stored.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

export const PASSWORD = 'Demo!2026pass';

/** The port of the e2e server the running test's project uses (playwright.config.ts: one server per project). */
export const serverPort = (): number => Number(new URL(String(test.info().project.use.baseURL)).port);

/** That server's data folder (scripts/e2e-server.mjs: one per port), where its mail is written too. */
export const serverDataDir = (): string => path.resolve(import.meta.dirname, '..', '..', 'tmp', `e2e-data-${serverPort()}`);

export const PIN = '135792';

/**
 * `test.use(WITH_SERVICE_WORKER)` in a file that tests offline work or the worker itself:
 * playwright.config.ts blocks service workers for the others, since a worker installing the
 * precache and keeping every menu page in each test's fresh context took CPU from both projects
 * on the 2-core machine while testing nothing they check.
 */
export const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const;

export const EMAILS = {
  admin: 'admin@demo.test',
  clinician: 'clinician@demo.test',
  billing: 'billing@demo.test',
  reviewer: 'reviewer@demo.test',
  clinicalAdmin: 'clinical.admin@demo.test',
} as const;

/** Who each demo account is on screen (server/seed/personas.ts). */
export const NAMES: Record<keyof typeof EMAILS, string> = {
  admin: 'Avery Admin',
  clinician: 'Casey Clinician',
  billing: 'Blake Billing',
  reviewer: 'Reese Reviewer',
  clinicalAdmin: 'Riley Clinical',
};

/** Where each persona lands after signing in (src/domain/menu.ts firstPermittedPath). */
export const START_PATHS: Record<keyof typeof EMAILS, string> = {
  admin: '/schedule',
  clinician: '/my-schedule',
  billing: '/clinicians',
  reviewer: '/schedule',
  clinicalAdmin: '/clinical-config/orders',
};

export interface ExpectedMenu {
  /** Top-level drawer labels, in order. */
  top: readonly string[];
  /** Children of each group, in order. */
  groups: Readonly<Record<string, readonly string[]>>;
}

/**
 * The drawer each persona must see (SPEC §2 "Menu" and "Known paths", §6, DESIGN §6, with the
 * demo settings EnableEncounterFilter, EnableInAppNotificationConfig, EnableCBRReport and
 * EnableADPIntegration on and every Hide* setting off). Written out literally on purpose.
 */
export const EXPECTED_MENUS: Record<keyof typeof EMAILS, ExpectedMenu> = {
  admin: {
    top: [
      'Schedule',
      'Patients',
      'Encounters',
      'Tasks',
      'Encounters Review',
      'Dashboard',
      'Reports',
      'Bulk Operations',
      'Master Lists',
      'User Config',
      'Payroll Info',
    ],
    groups: {
      Dashboard: ['Dashboard', 'Tasking'],
      Reports: ['Reports', 'CBR'],
      'Bulk Operations': ['Eligibility'],
      'Master Lists': ['Care Facilities', 'Home Health', 'Comm Log Topics', 'Adm Canc Reasons', 'Discharge Reasons', 'PCPs'],
      'User Config': [
        'Users',
        'Teams',
        'Market Team',
        'Clinicans',
        'Payers',
        'PCC Config',
        'Telehealth Clinicians',
        'Lead Clinicians',
        'Notifications',
      ],
    },
  },
  clinician: {
    top: ['My Schedule', 'Schedule', 'Patients', 'Encounters'],
    groups: {},
  },
  billing: {
    top: ['User Config', 'Payroll Info'],
    groups: { 'User Config': ['Clinicans'] },
  },
  reviewer: {
    top: ['Schedule', 'Patients', 'Encounters Review'],
    groups: {},
  },
  clinicalAdmin: {
    top: ['Clinical Config'],
    groups: {
      'Clinical Config': [
        'Orders',
        'Order Sets',
        'Formulary',
        'Procedures',
        'Treatment Steps',
        'Wound Type',
        'Educational Delivery',
        'Educational Training',
        'Review of Systems',
        'Barriers',
        'Medical Condition',
        'Form Config',
        'Encounter Duration',
      ],
    },
  },
};

export const drawer = (page: Page): Locator => page.getByRole('navigation', { name: 'Main menu' });

/** SPEC §8: the offline banner (a status region), not an error alert with the same words. */
export const offlineBanner = (page: Page): Locator => page.getByRole('status').filter({ hasText: 'No internet connection' });

/** DESIGN §4 "the user always sees": the top bar's sync status button (its name starts 'Online.' or 'Offline.'). */
export const syncStatusButton = (page: Page): Locator => page.getByRole('button', { name: /^(Online|Offline)\./ });

/** The labels of the drawer's top-level items (not the children inside a group). */
export const topLevelLabels = (page: Page): Locator =>
  drawer(page).locator('.mantine-NavLink-root:not(.mantine-NavLink-collapse *) .mantine-NavLink-label');

/** Opens a drawer group and returns the labels of its children. */
export async function expandGroup(page: Page, label: string): Promise<Locator> {
  const toggle = drawer(page).getByRole('button', { name: label, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const id = await toggle.getAttribute('aria-controls');
  expect(id, `group '${label}' controls its children`).toBeTruthy();
  return drawer(page).locator(`[id="${id}"] .mantine-NavLink-label`);
}

export const signInForm = (page: Page) => {
  const form = app(page).getByRole('form', { name: 'Sign in' });
  return {
    form,
    email: form.getByLabel('Email', { exact: true }),
    password: form.getByLabel('Password', { exact: true }),
    submit: form.getByRole('button', { name: 'Sign In', exact: true }),
  };
};

/** Signs in through the real form and waits until the app has left /sign-in. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/sign-in');
  const form = signInForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
  await page.waitForURL((url) => url.pathname !== '/sign-in', { timeout: 20_000 });
  await passPinGate(page);
  // As a person does, the test acts once the first page is on screen, not while the router is
  // still loading it (the shell can show before its page: a click on the menu then was seen,
  // 1 run in ~150 on a loaded machine, to end on the start page instead of the clicked one).
  await expect(app(page).getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
}

/**
 * The app's own page (#root): index.html may paint a read-only copy of the sign-in page or of
 * the PIN gate above it before the app has run (scripts/vite-prerender.ts), which nobody can use.
 */
export const app = (page: Page): Locator => page.locator('#root');

/** The PIN panel of the lock screen ('Unlock EMR') or of the app's opening ('Please verify your PIN'). */
export const pinGate = (page: Page) => app(page).getByRole('heading', { level: 1, name: /^(Unlock EMR|Please verify your PIN)$/ });

/** Types `pin` into the lock screen's keypad (either layout) and presses Unlock. */
export async function enterPin(page: Page, pin = PIN): Promise<void> {
  const root = app(page);
  const field = root.getByLabel('PIN', { exact: true });
  if (await field.isVisible()) await field.fill(pin);
  else {
    for (const digit of pin) await root.getByRole('button', { name: digit, exact: true }).click();
  }
  await root.getByRole('button', { name: 'Unlock', exact: true }).click();
}

/**
 * With the PIN on, the app opens (after sign-in or a reload) only with the PIN: the device's
 * data key is wrapped under it. Waits for the app's own decision (<html data-gate>, set by
 * src/app/shell/gate-marker.ts once the session and the device key are known), enters the PIN
 * when that is 'pin', and waits for the shell.
 */
export async function passPinGate(page: Page, pin = PIN): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-gate', /^(pin|open)$/, { timeout: 20_000 });
  if ((await html.getAttribute('data-gate')) === 'pin') {
    await expect(pinGate(page)).toBeVisible();
    await enterPin(page, pin);
  }
  await expect(html).toHaveAttribute('data-gate', 'open');
  await expect(app(page).getByRole('button', { name: 'Toggle navigation' }).first()).toBeAttached();
}

/** Signs out through the drawer's 'Sign Out' and its confirmation (wide screens). */
export async function signOut(page: Page): Promise<void> {
  await drawer(page).getByRole('button', { name: 'Sign Out', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sign Out' }).getByRole('button', { name: 'Sign Out', exact: true }).click();
  await page.waitForURL('**/sign-in');
}

/**
 * Waits until the service worker has kept every file of the user's menu (src/app/pwa/warm-routes.ts
 * marks <html data-offline-pages='kept'> when it says so): each page of the menu then opens offline.
 */
export async function menuPagesKept(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-offline-pages', 'kept', { timeout: 90_000 });
}

/**
 * Waits until a service worker controls the page (reloading once when it only got ready) and has
 * kept the app's offline day: the very first worker takes control with the first screens only and
 * keeps the rest after (sw/precache.ts; src/app/pwa/sw-update.ts marks <html data-offline-app>).
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const controlled = await page
    .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!controlled) {
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await passPinGate(page);
  }
  await expect(page.locator('html')).toHaveAttribute('data-offline-app', 'kept', { timeout: 60_000 });
}

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const describeViolation = (v: Result) =>
  `${v.impact ?? 'unknown'} ${v.id}: ${v.help} (${v.nodes.length} node(s): ${v.nodes
    .slice(0, 3)
    .map((n) => n.target.join(' '))
    .join(' | ')})`;

/**
 * Waits until no finite animation or CSS transition runs (a dialog fading in is half transparent:
 * axe would measure its colours mid-way). Two frames first, so a transition about to start has
 * started; endless ones (a loader) are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/**
 * Runs axe-core on the whole document. Asserts there is no 'serious' or 'critical'
 * violation; prints the others. The context needs bypassCSP (the app's CSP forbids the
 * inline script axe is injected as).
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  await transitionsSettled(page);
  // Once per document: a check at each width of one screen reuses the script already there.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResults> } }).axe.run(document, { runOnly: tags }),
    AXE_TAGS,
  );
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = results.violations.filter((v) => !serious.includes(v));
  console.log(`[axe ${where}] ${results.passes.length} rules passed, ${results.violations.length} violated`);
  for (const v of minor) console.log(`[axe ${where}]   ${describeViolation(v)}`);
  expect(serious.map(describeViolation), `serious or critical axe violations on ${where}`).toEqual([]);
}

/** A GraphQL client of the real server, signed in as one user (not through the app). */
export interface ServerApi {
  /** Runs `query`; throws with the server's code and message when it answers with errors. */
  graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

/** Signs in through POST /api/auth/sign-in and returns a GraphQL client with that access token. */
export async function serverApiAs(request: APIRequestContext, email: string, password = PASSWORD): Promise<ServerApi> {
  const signedIn = await request.post('/api/auth/sign-in', { data: { email, password } });
  expect(signedIn.status(), `API sign-in of ${email}`).toBe(200);
  const { access_token: token } = (await signedIn.json()) as { access_token: string };
  return {
    async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
      const response = await request.post('/graphql', {
        data: { query, variables },
        headers: { authorization: `Bearer ${token}` },
        failOnStatusCode: false,
      });
      const body = (await response.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
      if (body.errors?.length || !body.data) {
        const [first] = body.errors ?? [];
        throw new Error(`GraphQL ${first?.extensions?.code ?? response.status()}: ${first?.message ?? 'no data'}`);
      }
      return body.data;
    },
  };
}

/**
 * A screenshot for a person to look at (STYLE 'Look at what you built'), written only when
 * SCREENSHOT_DIR names a folder: `SCREENSHOT_DIR=tmp/screenshots npx playwright test …`. CI takes
 * none (nobody looks at them there, and each full-page capture costs a second on a busy machine).
 */
export async function saveScreenshot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name.endsWith('.png') ? name : `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, ...options });
  else await target.screenshot({ path: file });
}

/** The three widths a screen is looked at (the tablet in the field, the phone, the desktop). */
export const WIDTHS = {
  tablet: { width: 1024, height: 768 },
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type WidthName = keyof typeof WIDTHS;

/**
 * The screen as it is now at each of `widths` in turn (the viewport resized, not the screen opened
 * again): nothing sticks out sideways, and a screenshot `<shot>-<width>` to look at. The page is
 * left at the last width.
 */
export async function checkEachWidth(
  page: Page,
  what: string,
  shot: string,
  options: { widths?: readonly WidthName[]; fullPage?: boolean } = {},
): Promise<void> {
  for (const name of options.widths ?? (['tablet', 'phone', 'desktop'] as const)) {
    await page.setViewportSize(WIDTHS[name]);
    await expectNoHorizontalOverflow(page, `${what} at ${name} width`);
    await saveScreenshot(page, `${shot}-${name}`, { fullPage: options.fullPage ?? false });
  }
}

/**
 * Nothing wider than the screen (a phone must not scroll sideways). After a resize the layout
 * settles over a render or two (media queries read in script), so the check waits for it; when it
 * fails it names the widest elements that stick out.
 */
export async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const sideways = () =>
    page.evaluate(() => {
      const root = document.documentElement;
      const px = root.scrollWidth - root.clientWidth;
      if (px <= 0) return '';
      const outside = [...document.body.querySelectorAll<HTMLElement>('*')]
        .map((element) => ({ element, right: element.getBoundingClientRect().right }))
        .filter(({ right }) => right > root.clientWidth + 0.5)
        .sort((a, b) => b.right - a.right)
        .slice(0, 3)
        .map(({ element, right }) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} right ${Math.round(right)}`);
      return `${px}px sideways; ${outside.join('; ')}`;
    });
  await expect.poll(sideways, { message: `horizontal overflow at ${where}` }).toBe('');
}

/**
 * Clicks `submit` and asserts the form footer's outcome overlay said `text`. The overlay stays
 * about half a second (SPEC §2), shorter than expect's later polls, so a slow save could show it
 * between two looks: an observer in the page records each overlay as it appears instead.
 */
export async function submitAndExpectOutcome(page: Page, submit: Locator, text = 'Saved'): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __formOutcomes?: string[]; __formOutcomeObserver?: MutationObserver };
    w.__formOutcomeObserver?.disconnect();
    const seen: string[] = [];
    w.__formOutcomes = seen;
    w.__formOutcomeObserver = new MutationObserver(() => {
      const overlay = document.querySelector('[data-testid="form-outcome-overlay"]');
      const said = overlay?.textContent ?? '';
      if (said && seen.at(-1) !== said) seen.push(said);
    });
    w.__formOutcomeObserver.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await submit.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __formOutcomes?: string[] }).__formOutcomes?.join(' | ') ?? ''), {
      message: 'the form footer reports the save',
      timeout: 20_000,
    })
    .toContain(text);
  await expect(page.getByTestId('form-outcome-overlay')).toHaveCount(0);
}

/**
 * Presses a paged list's 'Load more' (SPEC §2) until 'The end of results'. Each press waits for
 * 'Displayed {n} of {total} results' to count the new page: the button shows its loading state a
 * render after the click, so looking for it at once can still find the pressed, enabled button,
 * and a press aimed at it then waits for a button the last page has removed.
 */
export async function loadEveryPage(page: Page): Promise<void> {
  const more = page.getByRole('button', { name: 'Load more', disabled: false });
  const end = page.getByText('The end of results', { exact: true });
  const shown = page.getByText(/^Displayed [\d,]+ of [\d,]+\+? results$/);
  for (;;) {
    await expect(more.or(end)).toBeVisible();
    if (await end.isVisible()) return;
    const before = (await shown.textContent()) ?? '';
    await more.click();
    await expect(shown).not.toHaveText(before);
  }
}
