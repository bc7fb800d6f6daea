// Renders the real app (router, providers) at a path, for component tests through real seams.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ClientConfig } from '../api/config-schema';
import { sessionStore } from '../api/session-store';
import { createQueryClient } from '../app/query-client';
import { theme } from '../app/theme';
import { routeTree } from '../routeTree.gen';
import { makeConfig } from './fixtures';

/** Renders `ui` inside the app's providers; `rerender(next)` keeps them (they are the wrapper). */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  const Providers = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Providers }) };
}

export function renderApp(path: string, config: ClientConfig = makeConfig()) {
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, config, session: sessionStore },
  });
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient };
}
