import { createFileRoute, redirect } from '@tanstack/react-router';
import { OtherClinicianPage } from '../../features/schedule/other-clinician';

// /my-schedule/{clinicianId}: for now only the signed-in clinician's own, which is /my-schedule.
export const Route = createFileRoute('/_app/my-schedule/$id/')({
  beforeLoad: ({ context, params }) => {
    if (params.id === context.schedule.practitionerId) throw redirect({ to: '/my-schedule', replace: true });
  },
  component: OtherClinicianPage,
});
