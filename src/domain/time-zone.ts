// SPEC §9: time zone by state; default America/New_York.
export const SUPPORTED_STATES = ['AZ', 'CA', 'FL', 'HI', 'NJ', 'NV', 'OH', 'PR', 'TX', 'UT'] as const;
export type SupportedState = (typeof SUPPORTED_STATES)[number];

const ZONES: Record<SupportedState, string> = {
  AZ: 'America/Phoenix',
  CA: 'America/Los_Angeles',
  NV: 'America/Los_Angeles',
  FL: 'America/New_York',
  NJ: 'America/New_York',
  OH: 'America/New_York',
  PR: 'America/Puerto_Rico',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  HI: 'Pacific/Honolulu',
};

export const timeZoneForState = (state: string | null | undefined): string =>
  state && Object.hasOwn(ZONES, state) ? ZONES[state as SupportedState] : 'America/New_York';
