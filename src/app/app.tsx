import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { ClientConfig } from '../api/config-schema';
import { sessionStore } from '../api/session-store';
import { Bootstrap } from './bootstrap';
import { useUpdateState } from './pwa/sw-update';
import { createAppRouter } from './router';
import { useResetOnUserSwitch } from './session/use-reset-on-user-switch';
import { cssVariablesResolver, theme } from './theme';

// The prompt (a full-screen modal) loads only when an update is actually waiting.
const UpdatePrompt = lazy(() => import('./pwa/update-prompt').then((m) => ({ default: m.UpdatePrompt })));

function UpdateGate() {
  const { waiting } = useUpdateState();
  return waiting ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}

function AppRouter({ config, queryClient }: { config: ClientConfig; queryClient: QueryClient }) {
  const [router] = useState(() => createAppRouter({ queryClient, config, session: sessionStore }));
  useResetOnUserSwitch(sessionStore, queryClient, router);
  return <RouterProvider router={router} />;
}

/** `queryClient`: the app's query cache, the start-up calls already on their way (src/main.tsx). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Bootstrap>{(config) => <AppRouter config={config} queryClient={queryClient} />}</Bootstrap>
        <UpdateGate />
      </QueryClientProvider>
    </MantineProvider>
  );
}
