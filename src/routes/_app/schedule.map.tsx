import { createFileRoute, redirect } from '@tanstack/react-router';
import { readBoardPreferences } from '../../features/scheduling/board-preferences';

// /schedule/map: the map of the clinician chosen last time, else the picker.
export const Route = createFileRoute('/_app/schedule/map')({
  beforeLoad: () => {
    const { clinicianId } = readBoardPreferences();
    throw clinicianId
      ? redirect({ to: '/schedule/$id/map', params: { id: clinicianId }, replace: true })
      : redirect({ to: '/schedule', replace: true });
  },
});
