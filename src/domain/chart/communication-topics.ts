// SPEC §2 administrative code system 'communication-topics' (menu 'Comm Log Topics'): the topics
// a Communication & Notes entry is filed under. This is the default list the product ships (the
// seed's version 1); the server serves the code system's newest published version
// (CommunicationTopicList, server/modules/terminology/published-codes.ts), maintained on
// /administrative-config/code-system/communication-topics, so the screen never spells a topic
// itself. Status values are SPEC §3's code-system statuses.

export type CodeSystemStatus = 'active' | 'inactive' | 'entered-in-error' | 'unknown';

export interface CommunicationTopic {
  code: string;
  display: string;
  status: CodeSystemStatus;
}

export const COMMUNICATION_TOPICS_URL = 'communication-topics';

export const DEFAULT_COMMUNICATION_TOPICS: readonly CommunicationTopic[] = [
  { code: 'care-coordination', display: 'Care Coordination', status: 'active' },
  { code: 'clinical-update', display: 'Clinical Update', status: 'active' },
  { code: 'scheduling', display: 'Scheduling', status: 'active' },
  { code: 'insurance-authorization', display: 'Insurance / Authorization', status: 'active' },
  { code: 'patient-family-call', display: 'Patient / Family Call', status: 'active' },
  { code: 'pcp-communication', display: 'PCP Communication', status: 'active' },
  { code: 'home-health', display: 'Home Health', status: 'active' },
  { code: 'facility', display: 'Facility', status: 'active' },
  { code: 'supplies', display: 'Supplies / DME', status: 'active' },
  { code: 'discharge-planning', display: 'Discharge Planning', status: 'active' },
  { code: 'other', display: 'Other', status: 'active' },
];

/** Topics in the order lists show them: by display, case-insensitively (SPEC §9). */
export function sortTopics<T extends { display: string }>(topics: readonly T[]): T[] {
  return [...topics].sort((a, b) => a.display.localeCompare(b.display, 'en', { sensitivity: 'base' }));
}

/** The topics a new note may be filed under: the active ones, sorted. */
export const selectableTopics = (topics: readonly CommunicationTopic[]): CommunicationTopic[] =>
  sortTopics(topics.filter((t) => t.status === 'active'));

/** A topic's display, or its code when the list no longer holds it (an old note keeps its topic). */
export function topicDisplay(topics: readonly CommunicationTopic[], code: string | null | undefined): string {
  if (!code) return '';
  return topics.find((t) => t.code === code)?.display ?? code;
}
