// Test data: the demo personas' session users (server/seed/personas.ts), a client config.
import type { ClientConfig } from '../api/config-schema';
import type { StoredSession } from '../api/session-schema';
import { SESSION_KEY } from '../api/session-store';
import type { SessionUser } from '../domain/access';
import { DEFAULT_SETTINGS, type Settings } from '../domain/settings';

const base = { userType: 'internal', practitionerId: null, hasPin: true } as const;

export const USERS = {
  admin: {
    ...base,
    id: 'u-admin',
    email: 'admin@demo.test',
    givenName: 'Avery',
    familyName: 'Admin',
    roles: ['administrator', 'security-admin'],
    jobFunctions: ['other'],
    permissions: ['settings', 'financial', 'security', 'create', 'patient', 'tasking'],
  },
  clinician: {
    ...base,
    id: 'u-clin',
    email: 'clinician@demo.test',
    givenName: 'Casey',
    familyName: 'Clinician',
    roles: ['staff'],
    jobFunctions: ['clin'],
    permissions: ['patient'],
    practitionerId: 'p-1',
  },
  billing: {
    ...base,
    id: 'u-bill',
    email: 'billing@demo.test',
    givenName: 'Blair',
    familyName: 'Billing',
    roles: ['staff'],
    jobFunctions: ['billing'],
    permissions: ['financial'],
  },
} satisfies Record<string, SessionUser>;

export const DEMO_SETTINGS: Settings = {
  ...DEFAULT_SETTINGS,
  EnableUserPin: 'true',
  EnableEncounterFilter: 'true',
  EnableCBRReport: 'true',
  EnableADPIntegration: 'true',
};

export function makeConfig(over: Partial<ClientConfig> = {}): ClientConfig {
  return {
    environment: 'qa',
    buildNumber: '1',
    region: 'local',
    auth: { userPoolId: 'local', clientId: 'wound-care-web', identityPoolId: null, ssoEnabled: false },
    graphqlPath: '/graphql',
    subscriptionPath: '/subscriptions/ws/graphql',
    upload: { bucket: 'local', maxFileSize: 1_048_000, timeoutMs: 120_000 },
    settings: DEMO_SETTINGS,
    idleLogoutDelay: 5_400_000,
    idleLockDelay: 600_000,
    ...over,
  };
}

export function makeSession(user: SessionUser): StoredSession {
  return {
    accessToken: `access-${user.id}`,
    idToken: `id-${user.id}`,
    refreshToken: `refresh-${user.id}`,
    expiresAt: Date.now() + 3_600_000,
    lifetimeMs: 3_600_000,
    user: { ...user, roles: [...user.roles], jobFunctions: [...user.jobFunctions], permissions: [...user.permissions] },
  };
}

/** Signs `user` in on this (jsdom) device, as a previous sign-in would have. */
export function storeSession(user: SessionUser): StoredSession {
  const session = makeSession(user);
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  return session;
}
