import { NavLink } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MenuItem } from '../../domain/menu';
import { isActiveItem } from '../../domain/navigation';
import { toPath } from '../links';
import { MenuIcon } from './menu-icons';
import classes from './shell.module.css';

interface NavMenuProps {
  items: readonly MenuItem[];
  pathname: string;
  onNavigate: () => void;
}

/** The drawer's menu: permitted items; groups expand (open when one of their pages is shown). */
export function NavMenu({ items, pathname, onNavigate }: NavMenuProps) {
  return (
    <div className={classes.menu}>
      {items.map((item) =>
        item.children ? (
          <NavLink
            key={item.id}
            component="button"
            type="button"
            className={classes.navLink}
            label={item.label}
            leftSection={<MenuIcon id={item.id} />}
            defaultOpened={isActiveItem(item, pathname)}
            childrenOffset={32}
          >
            {item.children.map((child) => (
              <NavLink
                key={child.id}
                component={Link}
                to={toPath(child.path)}
                className={classes.navLink}
                label={child.label}
                active={isActiveItem(child, pathname)}
                aria-current={isActiveItem(child, pathname) ? 'page' : undefined}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        ) : (
          <NavLink
            key={item.id}
            component={Link}
            to={toPath(item.path)}
            className={classes.navLink}
            label={item.label}
            leftSection={<MenuIcon id={item.id} />}
            active={isActiveItem(item, pathname)}
            aria-current={isActiveItem(item, pathname) ? 'page' : undefined}
            onClick={onNavigate}
          />
        ),
      )}
    </div>
  );
}
