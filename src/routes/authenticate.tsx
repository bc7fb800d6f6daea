import { createFileRoute, type ErrorComponentProps, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { completeSsoSignIn, SSO_START_PATH, takeSsoRedirect } from '../api/auth';
import { toPath } from '../app/links';
import { currentMenuContext } from '../app/menu-context';
import { displayError } from '../domain/errors';
import { firstPermittedPath } from '../domain/menu';
import { postSignInPath } from '../domain/navigation';
import { SsoFailed, SsoLandingPage, SsoPending } from '../features/auth/sso-landing-page';

// The router reads search values as JSON (a numeric code would arrive as a number): keep any scalar as text.
const Param = v.optional(v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String)));
const SsoSearch = v.object({ code: Param, state: Param, iss: Param, error: Param, error_description: Param });

/** The authorization response as the provider sent it (raw text, not the router's JSON reading). */
const RESPONSE_KEYS = ['code', 'state', 'iss', 'error', 'error_description', 'session_state'] as const;
const authorizationResponse = (searchStr: string): Record<string, string> => {
  const query = new URLSearchParams(searchStr);
  return Object.fromEntries(RESPONSE_KEYS.flatMap((key) => (query.has(key) ? [[key, query.get(key) ?? '']] : [])));
};

// SPEC §2: the single-sign-on landing. The identity provider returns here with ?code&state (or
// ?error); the server checks them and answers like a password sign-in, and the user goes where a
// password sign-in would take them. Without an answer to complete, single sign-on starts.
export const Route = createFileRoute('/authenticate')({
  validateSearch: SsoSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: ({ context, search }) => {
    if (!context.config.sso?.enabled || search.code || search.error) return;
    const menu = currentMenuContext(context);
    if (menu) throw redirect({ to: toPath(firstPermittedPath(menu)), replace: true });
    throw redirect({ href: SSO_START_PATH, reloadDocument: true });
  },
  loader: async ({ context, location }) => {
    if (!context.config.sso?.enabled) return;
    const session = await completeSsoSignIn(authorizationResponse(location.searchStr));
    void import('../offline/device-db').then(({ recordSignIn }) => recordSignIn(session.user.id)).catch(() => {});
    const target = postSignInPath(takeSsoRedirect(), { user: session.user, settings: context.config.settings, flags: {} });
    throw redirect({ href: toPath(target), replace: true });
  },
  pendingMs: 0,
  pendingComponent: SsoPending,
  errorComponent: ({ error }: ErrorComponentProps) => <SsoFailed message={displayError(error instanceof Error ? error.message : null)} />,
  component: SsoLandingPage,
});
