// axe-core in jsdom (component tests): the rules jsdom can answer. It draws nothing, so colour
// contrast is left to the browser tests, and a lone component is no page (no landmarks).
import axe from 'axe-core';
import { expect } from 'vitest';

export async function expectNoAxeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`)).toEqual([]);
  return results;
}
