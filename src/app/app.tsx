import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { ClientConfig } from '../api/config-schema';
import { sessionStore } from '../api/session-store';
import { Bootstrap } from './bootstrap';
import { useUpdateState } from './pwa/sw-update';
import { createQueryClient } from './query-client';
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

function AppRouter({ config, queryClient }: { config: ClientConfig; queryClient: ReturnType<typeof createQueryClient> }) {
  const [router] = useState(() => createAppRouter({ queryClient, config, session: sessionStore }));
  useResetOnUserSwitch(sessionStore, queryClient, router);
  return <RouterProvider router={router} />;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Bootstrap>{(config) => <AppRouter config={config} queryClient={queryClient} />}</Bootstrap>
        <UpdateGate />
      </QueryClientProvider>
    </MantineProvider>
  );
}
