import { describe, expect, it } from 'vitest';
import type { Permission, Role } from '../access';
import { mayChangeChart } from './chart-record-access';

const user = (roles: Role[], permissions: Permission[] = ['patient']) => ({ roles, permissions });

describe('who may change the chart (SPEC §6)', () => {
  it('staff with the patient permission may', () => {
    expect(mayChangeChart(user(['staff']), 'Mutation.addPatientNote')).toBe(true);
    expect(mayChangeChart(user(['administrator']), 'Mutation.changePatientTaskStatus')).toBe(true);
  });

  it('nobody signed out, without the permission, external or reviewer-readonly may', () => {
    expect(mayChangeChart(null, 'Mutation.addPatientNote')).toBe(false);
    expect(mayChangeChart(user(['staff'], ['financial']), 'Mutation.addPatientNote')).toBe(false);
    expect(mayChangeChart(user(['external']), 'Mutation.addPatientAlert')).toBe(false);
    expect(mayChangeChart(user(['reviewer-readonly'], ['patient', 'settings']), 'Mutation.addPatientTask')).toBe(false);
  });
});
