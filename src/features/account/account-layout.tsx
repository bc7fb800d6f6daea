import { Stack, Title } from '@mantine/core';
import { IconKey, IconLock, IconUserCircle } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { areaTitle } from '../../domain/navigation';
import classes from './account.module.css';

const PAGES = [
  { to: '/account', label: 'Profile', icon: IconUserCircle },
  { to: '/account/password', label: 'Password', icon: IconKey },
  { to: '/account/pin', label: 'PIN', icon: IconLock },
] as const;

/** The account sub-navigation (Profile, Password, PIN), shown on all three pages. */
export function AccountNav() {
  return (
    <nav aria-label="Account" className={classes.nav}>
      {PAGES.map(({ to, label, icon: Icon }) => (
        <Link key={to} to={to} className={classes.link} activeOptions={{ exact: true }}>
          <Icon size={18} aria-hidden />
          {label}
        </Link>
      ))}
    </nav>
  );
}

/** /account, /account/password, /account/pin: the page title, the sub-navigation, the page. */
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
