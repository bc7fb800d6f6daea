import { describe, expect, it } from 'vitest';
import { isOpenRequest } from '../../../src/domain/patients/discharge-request-rules.ts';
import type { AdmissionStatus } from '../../../src/domain/resources.ts';
import type { Admission } from '../admissions.ts';
import { PATHS } from '../admissions.ts';
import { personaUserIds } from '../users.ts';
import { buildDischargeRequestRecords } from './discharge-requests.ts';
import type { ChartSeedInput } from './input.ts';

const today = new Date('2026-06-15T12:00:00.000Z');

/** An admission of `status` with the history the seed gives it, a day per step. */
const admission = (i: number, status: AdmissionStatus): Admission => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  status,
  statusHistory: PATHS[status].map((s, step) => ({
    status: s,
    period: { start: `2026-05-${String(step + 1).padStart(2, '0')}T12:00:00.000Z` },
  })),
  patient: { reference: `Patient/p${i}` },
  period: { start: '2026-05-01T12:00:00.000Z' },
});

const input = (admissions: Admission[]): ChartSeedInput => ({
  patients: [],
  admissions,
  organizations: [],
  userIds: personaUserIds(),
  today,
});

describe('demo discharge requests (SPEC §3, §4)', () => {
  const admissions = Array.from({ length: 60 }, (_, i) =>
    admission(i, (['discharge-ordered', 'discharged', 'active'] as const)[i % 3] ?? 'active'),
  );
  const { dischargeRequests } = buildDischargeRequestRecords(input(admissions));

  it('gives every discharge-pending admission its open request, filed when the discharge was ordered', () => {
    for (const a of admissions.filter((x) => x.status === 'discharge-ordered')) {
      const mine = dischargeRequests.filter((r) => r.episodeOfCare.reference === `EpisodeOfCare/${a.id}`);
      expect(mine).toHaveLength(1);
      expect(isOpenRequest(mine[0]?.status ?? '')).toBe(true);
      expect(mine[0]?.requestedOn).toBe(a.statusHistory.find((h) => h.status === 'discharge-ordered')?.period.start);
      expect(mine[0]?.patient).toEqual(a.patient);
    }
  });

  it('confirms only discharged admissions and cancels only active ones; every request is complete and named', () => {
    const statusOf = new Map(admissions.map((a) => [`EpisodeOfCare/${a.id}`, a.status]));
    for (const r of dischargeRequests) {
      const admissionStatus = statusOf.get(r.episodeOfCare.reference);
      if (r.status === 'confirmed') expect(admissionStatus).toBe('discharged');
      if (r.status === 'cancelled') expect(admissionStatus).toBe('active');
      expect(r.disposition).toBeTruthy();
      expect(r.reason).toBeTruthy();
      expect(r.requestedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['Morgan Coordinator', 'Cameron Manager', 'Casey Clinician']).toContain(r.requester?.display);
    }
    expect(dischargeRequests.some((r) => r.status === 'confirmed')).toBe(true);
  });

  it('is the same every time', () => {
    expect(buildDischargeRequestRecords(input(admissions)).dischargeRequests).toEqual(dischargeRequests);
  });
});
