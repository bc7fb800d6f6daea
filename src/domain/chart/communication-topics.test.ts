import { describe, expect, it } from 'vitest';
import { type CommunicationTopic, DEFAULT_COMMUNICATION_TOPICS, selectableTopics, sortTopics, topicDisplay } from './communication-topics';

describe("SPEC §2 code system 'communication-topics'", () => {
  it('ships a default list of unique codes, each with a display and a SPEC §3 code-system status', () => {
    const codes = DEFAULT_COMMUNICATION_TOPICS.map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('other');
    for (const t of DEFAULT_COMMUNICATION_TOPICS) {
      expect(t.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(t.display.trim()).toBe(t.display);
      expect(['active', 'inactive', 'entered-in-error', 'unknown']).toContain(t.status);
    }
  });

  it('offers only active topics for a new note, sorted case-insensitively (SPEC §9)', () => {
    const topics: CommunicationTopic[] = [
      { code: 'b', display: 'beta', status: 'active' },
      { code: 'a', display: 'Alpha', status: 'active' },
      { code: 'z', display: 'Zulu', status: 'inactive' },
    ];
    expect(selectableTopics(topics).map((t) => t.code)).toEqual(['a', 'b']);
    expect(sortTopics(topics).map((t) => t.code)).toEqual(['a', 'b', 'z']);
  });

  it("shows a topic's display, or its code when the list no longer holds it", () => {
    expect(topicDisplay(DEFAULT_COMMUNICATION_TOPICS, 'scheduling')).toBe('Scheduling');
    expect(topicDisplay(DEFAULT_COMMUNICATION_TOPICS, 'retired-topic')).toBe('retired-topic');
    expect(topicDisplay(DEFAULT_COMMUNICATION_TOPICS, undefined)).toBe('');
  });
});
