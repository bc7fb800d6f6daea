import { Button } from '@mantine/core';
import { IconList, IconMap2 } from '@tabler/icons-react';
import { LinkButton } from '../../ui/link-button';

/** List ⇄ Map, as links (the browser's back button returns to the other view). */
export function ViewSwitch({ mode }: { mode: 'list' | 'map' }) {
  return (
    <Button.Group aria-label="View">
      <LinkButton
        to="/my-schedule"
        variant={mode === 'list' ? 'filled' : 'default'}
        leftSection={<IconList size={18} aria-hidden />}
        aria-current={mode === 'list' ? 'page' : undefined}
        h={44}
      >
        List
      </LinkButton>
      <LinkButton
        to="/my-schedule/map"
        variant={mode === 'map' ? 'filled' : 'default'}
        leftSection={<IconMap2 size={18} aria-hidden />}
        aria-current={mode === 'map' ? 'page' : undefined}
        h={44}
      >
        Map
      </LinkButton>
    </Button.Group>
  );
}
