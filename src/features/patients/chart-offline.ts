// Offline, the charts of the patients on a clinician's days open from the device (DESIGN §4):
// the schedule pack carries each one's frame and admissions, sealed like the rest
// (src/offline/chart-store.ts). Only when the server cannot be reached, and only for a user with
// field data (linked to a clinician); anything else keeps its own error. The offline core is
// loaded only then, so the chart's own code stays small.
import { isNetworkError } from '../../api/http';
import { sessionStore } from '../../api/session-store';
import type { ChartRecord } from '../../offline/device-db';

/** `online()`, or, when it could not reach the server, `pick` of the device's copy of the patient's chart. */
export async function orFromDevice<T>(patientId: string, online: () => Promise<T>, pick: (record: ChartRecord) => T): Promise<T> {
  try {
    return await online();
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const state = sessionStore.getState();
    const user = state.status === 'signed-in' ? state.session.user : null;
    if (!user?.practitionerId) throw error;
    const { readChart } = await import('../../offline/chart-store');
    const record = await readChart(user.id, patientId);
    if (!record) throw error;
    return pick(record);
  }
}
