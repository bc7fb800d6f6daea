import { createFileRoute } from '@tanstack/react-router';
import { devicePinSaved } from '../../app/session/use-device-key';
import { PinPage } from '../../features/account/pin-page';

export const Route = createFileRoute('/_app/account/pin')({
  component: AccountPinRoute,
});

function AccountPinRoute() {
  const { menu } = Route.useRouteContext();
  // A new or changed PIN: this device's data key is wrapped under it from now on.
  return <PinPage onPinSaved={(pin) => void devicePinSaved(menu.user.id, pin)} />;
}
