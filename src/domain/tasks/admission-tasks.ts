// The task an admission change leaves for the case managers (SPEC §3/§4 admission holds, readmit
// and cancel; tasks are made on the server when their event happens): what it says, how urgent it
// is and when it is due. Resume and remove-hold close a hold and leave no task.

import type { TaskPriority } from '../chart/chart-record-status';
import { type AdmissionAction, HOLD_REASONS } from '../patients/admission-actions';

export interface AdmissionTask {
  title: string;
  priority: TaskPriority;
  /** Days after the patient's today. */
  dueInDays: number;
}

export function admissionChangeTask(action: AdmissionAction, holdReason: string | null): AdmissionTask | null {
  switch (action) {
    case 'hold': {
      const reason = HOLD_REASONS.find((r) => r.code === holdReason)?.label;
      return { title: `Admission on hold${reason ? ` (${reason})` : ''}: follow up with the patient`, priority: 'urgent', dueInDays: 2 };
    }
    case 'readmit':
      return { title: 'Patient readmitted: schedule the first visit', priority: 'urgent', dueInDays: 1 };
    case 'cancel':
      return { title: 'Admission cancelled: close the open orders and visits', priority: 'routine', dueInDays: 3 };
    default:
      return null;
  }
}
