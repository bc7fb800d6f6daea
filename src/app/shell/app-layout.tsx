// The signed-in frame (SPEC §2 "App shell"): fixed top bar, drawer (permanent on wide screens,
// temporary at md and below) with the menu, profile block and footer, and the page. A locked
// screen replaces all of it. Losing the session (sign-out here or in another tab, or an
// expired refresh token) returns to sign-in.
import { AppShell } from '@mantine/core';
import { useDisclosure, useNetwork } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { reportAuthEvent } from '../../api/auth-audit';
import type { ClientConfig } from '../../api/config-schema';
import { statusQuery } from '../../api/queries';
import { useSessionState } from '../../api/use-session';
import { fullName, isOnsiteProvider, isTelehealthClinician } from '../../domain/access';
import { type MenuContext, pathAccess, visibleMenu } from '../../domain/menu';
import { backLinkFor } from '../../domain/navigation';
import { isOn } from '../../domain/settings';
import { OFFLINE_BANNER_HEIGHT, OfflineBanner } from '../../ui/offline-banner';
import { PageLoader } from '../../ui/page-loader';
import { releasePrerender } from '../prerender/takeover';
import { useHoldUpdate } from '../pwa/sw-update';
import { useWarmMenuRoutes } from '../pwa/warm-routes';
import { lockScreen, unlockScreen, useLocked } from '../session/lock-store';
import { signOut } from '../session/sign-out';
import { devicePinSaved, dropDeviceKeys, useDeviceKeyReady } from '../session/use-device-key';
import { useIdleWatch } from '../session/use-idle-watch';
import { DrawerFooter, VersionWarning } from './drawer-footer';
import { type Gate, useGateMarker } from './gate-marker';
import { KioskFrame } from './kiosk-frame';
// The PIN gate, imported as it is: it is in the shell's own chunk (vite.config.ts 'shell'), and a
// lazy one would suspend once however soon its file came, and React holds a revealed Suspense
// boundary back up to 300 ms after its fallback showed — the PIN gate a reopen waits for (DESIGN §1).
import { LockScreen } from './lock-screen';
import { NavMenu } from './nav-menu';
import { playNotificationSound } from './notification-sound';
import { PasswordExpiryBanner } from './password-expiry-banner';
import { ProfileBlock } from './profile-block';
import classes from './shell.module.css';
import { TopBar } from './top-bar';

const TOP_BAR_HEIGHT = 56;

// Rarely shown, so loaded when first needed (keeps the shell's initial JavaScript small).
const LogoutDialog = lazy(() => import('./logout-dialog').then((m) => ({ default: m.LogoutDialog })));
// Shown once per user (no PIN yet): with it come Mantine's Modal, focus trap and scroll area.
const CreatePinDialog = lazy(() => import('../../features/account/create-pin-dialog').then((m) => ({ default: m.CreatePinDialog })));
// The offline core (Dexie, outbox, sync engine) and its status: for clinicians only, after first paint.
const FieldSync = lazy(() => import('../../features/sync/field-sync').then((m) => ({ default: m.FieldSync })));
const SyncStatusButton = lazy(() => import('../../features/sync/sync-status-button').then((m) => ({ default: m.SyncStatusButton })));
// The telehealth clinicians' 'New waiting room request' (SPEC §2): only for them.
const WaitingRoomAlert = lazy(() => import('../../features/telehealth/waiting-room-alert').then((m) => ({ default: m.WaitingRoomAlert })));
const UnsyncedSignOutWarning = lazy(() =>
  import('../../features/sync/unsynced-warning').then((m) => ({ default: m.UnsyncedSignOutWarning })),
);

export function AppLayout({ menu, config }: { menu: MenuContext; config: ClientConfig }) {
  const session = useSessionState();
  const locked = useLocked();
  const navigate = useNavigate();
  const router = useRouter();
  const queryClient = useQueryClient();
  const pathname = useLocation({ select: (l) => l.pathname });
  const { online } = useNetwork();
  const status = useQuery(statusQuery());
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const [logoutOpened, logout] = useDisclosure(false);
  // Clearing the session already takes the page to sign-in (this layout unmounts) while the device
  // data is still being deleted: what follows sign-out then has nothing left to close.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // A waiting app update is applied only when the outbox is idle (set by FieldSync).
  const [updateHold, setUpdateHold] = useState<string | null>(null);
  useHoldUpdate(updateHold);

  useEffect(() => {
    if (session.status === 'signed-in') return;
    void navigate({
      to: '/sign-in',
      search: session.status === 'expired' ? { redirect: window.location.pathname + window.location.search } : {},
      replace: true,
    });
  }, [session.status, navigate]);

  const signedInUser = session.status === 'signed-in' ? session.session.user : null;
  // The service worker keeps the pages of this user's menu for offline use (DESIGN §4).
  useWarmMenuRoutes(signedInUser ? menu : null);
  const userId = signedInUser?.id ?? '';
  const canLock = isOn(config.settings, 'EnableUserPin') && !!signedInUser?.hasPin;
  const keyReady = useDeviceKeyReady(userId);
  // With a PIN, the device's data key opens only with it: after sign-in or a reload the app
  // asks for it ('Please verify your PIN') before anything of the user's data is shown.
  const needsPin = locked || (canLock && keyReady === false);
  const lock = () => {
    lockScreen();
    void dropDeviceKeys();
    reportAuthEvent(userId, 'lock');
  };
  const signOutNow = async () => {
    await signOut({ queryClient });
    if (!mounted.current) return;
    logout.close();
    await navigate({ to: '/sign-in', replace: true });
  };
  useIdleWatch({
    userId,
    // Signed out (on the way to sign-in): nothing to watch.
    policy: { lockDelayMs: config.idleLockDelay, logoutDelayMs: signedInUser ? config.idleLogoutDelay : 0, canLock },
    locked: needsPin,
    onLock: lock,
    onLogout: () => {
      reportAuthEvent(userId, 'idle-logout');
      void signOutNow();
    },
  });

  // Decided once the session and the device key are known: the lock screen or the frame.
  const gate: Gate | undefined = !signedInUser || keyReady === undefined ? undefined : needsPin ? 'pin' : 'open';
  useGateMarker(gate);
  // The frame itself (no PIN asked): it takes the place of index.html's painted first screen
  // (the lock screen releases it itself, once it is the page).
  useLayoutEffect(() => {
    if (gate === 'open') releasePrerender();
  }, [gate]);

  if (!signedInUser || keyReady === undefined) return <PageLoader fullScreen />;

  const user = signedInUser;
  const ctx: MenuContext = { ...menu, user };
  // A back link only to a page this user may open (none from a 403 to its forbidden list).
  const back = backLinkFor(pathname);
  const backLink = back && pathAccess(back.path, ctx) === 'allowed' ? back : null;
  // Field data (schedule pack, outbox) belongs to users linked to a clinician.
  const fieldUserId = user.practitionerId ? user.id : null;
  // SPEC §2 mandatory 'Create Security PIN': mounted only while required (it cannot be closed).
  const pinRequired = isOn(config.settings, 'EnableUserPin') && !user.hasPin;
  const pinDialog = pinRequired ? (
    <Suspense fallback={null}>
      <CreatePinDialog required onPinCreated={(pin) => void devicePinSaved(user.id, pin)} />
    </Suspense>
  ) : null;
  const fieldSync = fieldUserId ? (
    <Suspense fallback={null}>
      <FieldSync userId={fieldUserId} onHoldChange={setUpdateHold} />
    </Suspense>
  ) : null;
  const confirmSignOut = signOutNow;
  const dialog = logoutOpened ? (
    <Suspense fallback={null}>
      <LogoutDialog
        opened
        onCancel={logout.close}
        onConfirm={confirmSignOut}
        warning={fieldUserId ? <UnsyncedSignOutWarning userId={fieldUserId} /> : null}
      />
    </Suspense>
  ) : null;

  // Locked: the shell, the page and the sync engine are gone (the data key is out of memory).
  if (needsPin) {
    return (
      <>
        <LockScreen
          user={user}
          mode={locked ? 'locked' : 'verify'}
          onUnlocked={() => {
            unlockScreen();
            // A page opened while locked (a reload) could not read: its loader ran against a
            // locked session. Unlocked, every route's data is read again.
            void router.invalidate();
          }}
          onSignOut={logout.open}
        />
        {dialog}
      </>
    );
  }

  // SPEC §2 waiting room: an onsite provider's tablet runs it as a kiosk (no drawer, no menu).
  if (isOnsiteProvider(user) && !isTelehealthClinician(user) && pathname.startsWith('/waiting-room')) {
    return (
      <>
        <KioskFrame userName={fullName(user)} online={online} canLock={canLock} onLock={lock} onSignOut={logout.open} />
        {pinDialog}
        {dialog}
      </>
    );
  }

  return (
    <AppShell
      header={{ height: TOP_BAR_HEIGHT + (online ? 0 : OFFLINE_BANNER_HEIGHT) }}
      navbar={{ width: 288, breakpoint: 'md', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding={{ base: 'sm', sm: 'md', lg: 'lg' }}
    >
      <AppShell.Header>
        <OfflineBanner />
        <TopBar
          drawerOpened={{ mobile: mobileOpened, desktop: desktopOpened }}
          onToggleMobile={mobile.toggle}
          onToggleDesktop={desktop.toggle}
          back={backLink}
          userName={fullName(user)}
          userId={user.id}
          notifications={isOn(config.settings, 'EnableInAppNotificationConfig')}
          syncStatus={
            fieldUserId ? (
              <Suspense fallback={null}>
                <SyncStatusButton userId={fieldUserId} />
              </Suspense>
            ) : null
          }
        />
      </AppShell.Header>
      <AppShell.Navbar aria-label="Main menu">
        <AppShell.Section grow className={classes.drawerScroll}>
          <NavMenu items={visibleMenu(ctx)} pathname={pathname} onNavigate={mobile.close} />
          <DrawerFooter build={__APP_BUILD__} environment={config.environment} />
        </AppShell.Section>
        <AppShell.Section>
          <VersionWarning build={__APP_BUILD__} serverVersion={status.data?.info.web.version} />
          <ProfileBlock
            user={user}
            onProfile={pathname === '/account'}
            canLock={canLock}
            onLock={() => {
              mobile.close();
              lock();
            }}
            onSignOut={logout.open}
            onNavigate={mobile.close}
          />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <PasswordExpiryBanner />
        <Outlet />
      </AppShell.Main>
      {pinDialog}
      {dialog}
      {fieldSync}
      {isTelehealthClinician(user) ? (
        <Suspense fallback={null}>
          <WaitingRoomAlert onWaitingRoom={pathname.startsWith('/waiting-room')} onChime={playNotificationSound} />
        </Suspense>
      ) : null}
    </AppShell>
  );
}
