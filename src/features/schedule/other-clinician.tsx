import { LinkButton } from '../../ui/link-button';
import { StatusPage } from '../../ui/status-page';

/** /my-schedule/{id} for a clinician other than the signed-in one (coordinators get this later). */
export function OtherClinicianPage() {
  return (
    <StatusPage
      title="Schedule not available"
      action={
        <LinkButton to="/my-schedule" mt="md">
          Go to My Schedule
        </LinkButton>
      }
    >
      Only your own schedule can be opened here.
    </StatusPage>
  );
}
