// SPEC §7/§8 start-up: a loader until /api/status answers, then /api/config (validated). Both are
// kept on the device by the load that fetched them, so once someone has signed in here the app
// starts offline from them (src/api/boot-store.ts; DESIGN §4). With no answer and nothing to
// start from: 'No internet connection' and the first-time message when the device is offline,
// else 'Could not load the application configuration.' and the reason.
import { useNetwork } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ClientConfig } from '../api/config-schema';
import { configureGraphql } from '../api/graphql-client';
import { isNetworkError } from '../api/http';
import { configQuery, statusQuery } from '../api/queries';
import { configureSubscriptions } from '../api/subscriptions';
import { displayError } from '../domain/errors';
import { isOn } from '../domain/settings';
import { PageLoader } from '../ui/page-loader';
import { BootError } from './boot-screen';
import { configureDeviceKeys } from './session/key-policy';

export function Bootstrap({ children }: { children: (config: ClientConfig) => ReactNode }) {
  const queryClient = useQueryClient();
  const { online } = useNetwork();
  const status = useQuery(statusQuery());
  // The status answer (or its failure) comes first; the version check itself is the shell's.
  const config = useQuery({ ...configQuery(), enabled: !status.isPending });

  if (status.isPending || config.isPending) return <PageLoader label="Loading Wound Care EMR…" fullScreen />;
  if (config.isError) {
    const reason = isNetworkError(config.error)
      ? 'The server could not be reached. Check your connection and try again.'
      : displayError(config.error.message);
    return (
      <BootError
        offline={!online}
        reason={reason}
        onRetry={() => {
          void queryClient.resetQueries({ queryKey: statusQuery().queryKey });
          void queryClient.resetQueries({ queryKey: configQuery().queryKey });
        }}
      />
    );
  }
  // Idempotent: the API modules read their paths from the validated config.
  configureGraphql(config.data.graphqlPath);
  configureSubscriptions(config.data.subscriptionPath);
  configureDeviceKeys(isOn(config.data.settings, 'EnableUserPin'));
  return children(config.data);
}
