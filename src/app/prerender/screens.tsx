// The first screens as HTML, rendered at build time (vite.config.ts, prerenderFirstScreens): the
// sign-in page and the PIN gate ('Please verify your PIN', SPEC §4) are painted by index.html and
// its inline CSS before any script has arrived (DESIGN §1: a phone on a weak signal). The same
// components render them as the app does, so the app's own screen replaces them with nothing
// moving (takeover.ts). Runs in Node: nothing here may touch the browser at import.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { SessionUser } from '../../domain/access';
import { BrandLayout } from '../../features/auth/brand-layout';
import { SignInForm } from '../../features/auth/sign-in-form';
import { SignInPanel } from '../../features/auth/sign-in-page';
import { LockScreen } from '../shell/lock-screen';
import { cssVariablesResolver, theme } from '../theme';

/** The name the PIN gate is rendered with: index.html's screen script puts the signed-in user's in its place. */
export const NAME_PLACEHOLDER = { givenName: 'Prerendered', familyName: 'User', initials: 'PU' } as const;

const noop = () => {};

/** Storage as an empty browser's: the screens read a notice or a failure count when they render. */
function withEmptyStorage<T>(render: () => T): T {
  const empty = { getItem: () => null, setItem: noop, removeItem: noop, clear: noop, key: () => null, length: 0 };
  const g = globalThis as { localStorage?: unknown; sessionStorage?: unknown };
  const before = { localStorage: g.localStorage, sessionStorage: g.sessionStorage };
  g.localStorage = empty;
  g.sessionStorage = empty;
  try {
    return render();
  } finally {
    g.localStorage = before.localStorage;
    g.sessionStorage = before.sessionStorage;
  }
}

/** `prefix`: the screen's own ids (one page carries several screens). */
function html(prefix: string, node: ReactNode): string {
  return withEmptyStorage(() =>
    renderToString(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
      </MantineProvider>,
      { identifierPrefix: `prerender-${prefix}-` },
    ),
  );
}

/** The sign-in page as a new visitor meets it (no SSO button, no notice). */
export function signInHtml(): string {
  return html(
    'sign-in',
    <BrandLayout>
      <SignInPanel sso={undefined} sessionExpired={false}>
        <SignInForm onSignedIn={noop} />
      </SignInPanel>
    </BrandLayout>,
  );
}

const placeholderUser: SessionUser = {
  id: 'prerendered',
  email: 'prerendered@example.invalid',
  givenName: NAME_PLACEHOLDER.givenName,
  familyName: NAME_PLACEHOLDER.familyName,
  userType: 'internal',
  roles: [],
  jobFunctions: [],
  permissions: [],
  practitionerId: null,
  hasPin: true,
};

/** The PIN gate of the app's opening in its two layouts (index.html shows one by media query, as PinKeypad chooses). */
export function pinGateHtml(): { keypad: string; form: string } {
  const gate = (layout: 'keypad' | 'form') =>
    html(layout, <LockScreen user={placeholderUser} mode="verify" onUnlocked={noop} onSignOut={noop} layout={layout} />);
  return { keypad: gate('keypad'), form: gate('form') };
}
