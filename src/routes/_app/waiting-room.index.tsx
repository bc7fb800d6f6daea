import { createFileRoute } from '@tanstack/react-router';
import { guardRoute } from '../../app/route-guard';
import { isOnsiteProvider, isTelehealthClinician } from '../../domain/access';
import { KioskPage } from '../../features/telehealth/kiosk-page';
import { WaitingRoomPage } from '../../features/telehealth/waiting-room-page';

// SPEC §2 /waiting-room (telehealth check): the onsite provider's kiosk, or the telehealth
// clinicians' live room.
export const Route = createFileRoute('/_app/waiting-room/')({
  beforeLoad: ({ context }) => {
    guardRoute('/waiting-room', context.menu);
  },
  component: WaitingRoomRoute,
});

function WaitingRoomRoute() {
  const { menu } = Route.useRouteContext();
  return isOnsiteProvider(menu.user) && !isTelehealthClinician(menu.user) ? <KioskPage /> : <WaitingRoomPage />;
}
