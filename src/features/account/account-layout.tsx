import { Stack, Title } from '@mantine/core';
import { IconCalendarDollar, IconKey, IconLock, IconUserCircle } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { useSessionUser } from '../../api/use-session';
import { areaTitle } from '../../domain/navigation';
import classes from './account.module.css';

const PAGES = [
  { to: '/account', label: 'Profile', icon: IconUserCircle },
  { to: '/account/password', label: 'Password', icon: IconKey },
  { to: '/account/pin', label: 'PIN', icon: IconLock },
  { to: '/account/pay-period-history', label: 'Pay periods', icon: IconCalendarDollar },
] as const;

/** The account sub-navigation (Profile, Password, PIN; Pay periods for a user linked to a clinician), on every account page. */
export function AccountNav() {
  const { practitionerId } = useSessionUser();
  const pages = PAGES.filter((page) => page.to !== '/account/pay-period-history' || practitionerId);
  return (
    <nav aria-label="Account" className={classes.nav}>
      {pages.map(({ to, label, icon: Icon }) => (
        <Link key={to} to={to} className={classes.link} activeOptions={{ exact: true }}>
          <Icon size={18} aria-hidden />
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** The account pages (SPEC §2 account paths): the page title, the sub-navigation, the page. */
export function AccountLayout() {
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1}>{areaTitle(pathname) ?? 'Account'}</Title>
      <AccountNav />
      <Outlet />
    </Stack>
  );
}
