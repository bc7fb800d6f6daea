import { createFileRoute, redirect } from '@tanstack/react-router';
import { OtherClinicianPage } from '../../features/schedule/other-clinician';

// /my-schedule/{clinicianId}/map: for now only the signed-in clinician's own (/my-schedule/map).
export const Route = createFileRoute('/_app/my-schedule/$id/map')({
  beforeLoad: ({ context, params }) => {
    if (params.id === context.schedule.practitionerId) throw redirect({ to: '/my-schedule/map', replace: true });
  },
  component: OtherClinicianPage,
});
