import { Anchor } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import classes from './pin-keypad.module.css';
import type { PinKeypadLink } from './pin-keypad-entry';

/**
 * The keypad's message line. Its room is kept when empty so the keys never jump; the message
 * itself is an alert, read out by screen readers as it appears.
 */
export function PinKeypadMessage({ id, message }: { id: string; message: string | null }) {
  return (
    <div className={classes.message}>
      {message ? (
        <div id={id} role="alert" className={classes.messageText}>
          <IconAlertCircle size={18} aria-hidden className={classes.messageIcon} />
          <span>{message}</span>
        </div>
      ) : null}
    </div>
  );
}

/** The text link under Enter (e.g. 'Sign Out'): it stays usable when the keypad is disabled. */
export function PinKeypadBottomLink({ link }: { link: PinKeypadLink | undefined }) {
  if (!link) return null;
  return (
    <Anchor component="button" type="button" className={classes.bottomLink} onClick={link.onClick}>
      {link.label}
    </Anchor>
  );
}
