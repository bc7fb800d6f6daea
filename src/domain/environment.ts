export const APP_ENVS = ['dev', 'qa', 'staging', 'uat', 'loadtest', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/** SPEC §2: the environment badge shows Dev, QA, Staging, UAT or Load Test, nothing in production. */
export function environmentBadge(env: AppEnv): string | null {
  switch (env) {
    case 'dev':
      return 'Dev';
    case 'qa':
      return 'QA';
    case 'staging':
      return 'Staging';
    case 'uat':
      return 'UAT';
    case 'loadtest':
      return 'Load Test';
    case 'production':
      return null;
  }
}

/** SPEC §2: warn when the build differs from the server's web version; build '1' is ignored. */
export function versionMismatch(build: string, serverVersion: string | null | undefined): boolean {
  if (!serverVersion || build === '1') return false;
  return build !== serverVersion;
}
