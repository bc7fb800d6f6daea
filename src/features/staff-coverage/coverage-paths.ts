// Where each kind's screens are (SPEC §2): the list, `{path}/{id}` and `{path}/{id}/edit`. In
// /th-clinician and /lead-clinician the path segment is named clinicianId (the spec's name) but
// holds the app_user id, as /pcc-config's {userId} does: a lead or telehealth clinician is
// configured as a user.
import { COVERAGE, type CoverageKind } from '../../domain/administration/coverage';

/**
 * A built path as a link target: the router's types know route patterns ('/pcc-config/$userId'),
 * and the three kinds' patterns differ in their parameter's name; every path built here matches
 * one of the route files.
 */
const target = (path: string) => path as '/';

export const coverageListPath = (kind: CoverageKind) => target(COVERAGE[kind].path);
export const coverageDetailPath = (kind: CoverageKind, userId: string) => target(`${COVERAGE[kind].path}/${encodeURIComponent(userId)}`);
export const coverageEditPath = (kind: CoverageKind, userId: string) => target(`${COVERAGE[kind].path}/${encodeURIComponent(userId)}/edit`);
