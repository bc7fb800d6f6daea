import { createFileRoute, Outlet } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { mayPlanSchedule } from '../../domain/scheduling/schedule-access';

// /schedule and everything under it (SPEC §2, permission patient): the route guard, and whether
// this user plans schedules (books and changes visits; the server checks again) for the pages.
export const Route = createFileRoute('/_app/schedule')({
  beforeLoad: ({ context }) => {
    guardRoute('/schedule', context.menu);
    return {
      board: {
        canPlan: mayPlanSchedule(context.menu.user, 'Mutation.bookAppointment'),
        canEditAvailability: mayPlanSchedule(context.menu.user, 'Mutation.saveClinicianAvailability'),
        canRoute: mayPlanSchedule(context.menu.user, 'Mutation.bookAppointment') && context.menu.flags['clinician-routing'] === true,
      },
    };
  },
  component: Outlet,
});
