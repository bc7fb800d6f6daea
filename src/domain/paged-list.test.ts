import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES, type ListFacts, listState, PAGE_SIZE } from './paged-list';

const facts = (over: Partial<ListFacts>): ListFacts => ({
  requiresCriteria: false,
  hasCriteria: false,
  status: 'success',
  shown: 0,
  hasMore: false,
  ...over,
});

describe('searchable list rules (SPEC §2, §8, §9)', () => {
  it('pages of 25 and the spec words', () => {
    expect(PAGE_SIZE).toBe(25);
    expect(LIST_MESSAGES.displayed(25, 60)).toBe('Displayed 25 of 60 results');
    // A capped count (the server stopped counting): a floor.
    expect(LIST_MESSAGES.displayed(25, 1025, true)).toBe('Displayed 25 of 1,025+ results');
    expect(LIST_MESSAGES.noData).toBe('No data found to display');
    expect(LIST_MESSAGES.endOfResults).toBe('The end of results');
    expect(LIST_MESSAGES.applyCriteria).toBe('Apply criteria to search');
  });

  it('asks for criteria first when the list needs them, whatever else is known', () => {
    expect(listState(facts({ requiresCriteria: true, status: 'pending' }))).toBe('apply-criteria');
    expect(listState(facts({ requiresCriteria: true, hasCriteria: true, status: 'pending' }))).toBe('loading');
    expect(listState(facts({ requiresCriteria: false, status: 'pending' }))).toBe('loading');
  });

  it('empty, more, end and error', () => {
    expect(listState(facts({ shown: 0 }))).toBe('empty');
    expect(listState(facts({ shown: 25, hasMore: true }))).toBe('more');
    expect(listState(facts({ shown: 30, hasMore: false }))).toBe('end');
    expect(listState(facts({ status: 'error' }))).toBe('error');
  });
});
