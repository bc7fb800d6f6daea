import { describe, expect, it } from 'vitest';
import { ROUTE_REQUIRED, routeRequiredMessage } from './enforced-route';

describe("SPEC §6 'enforced create route'", () => {
  const booked = { status: 'booked', routeOrder: null };
  it('asks for a route before the first check-in of a day without one, only with the flag', () => {
    expect(routeRequiredMessage(true, [booked, booked])).toBe(ROUTE_REQUIRED);
    expect(routeRequiredMessage(false, [booked])).toBeNull();
  });
  it('lets the day start once a route is saved, and never stops a day that has started', () => {
    expect(routeRequiredMessage(true, [booked, { status: 'booked', routeOrder: 1 }])).toBeNull();
    expect(routeRequiredMessage(true, [booked, { status: 'checked-out', routeOrder: null }])).toBeNull();
  });
});
