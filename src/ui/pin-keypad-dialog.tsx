import { Modal, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PinKeypadBody, type PinKeypadProps } from './pin-keypad';
import classes from './pin-keypad.module.css';

/** The keypad's props (its `title` becomes the dialog's title, which names the dialog), and: */
export interface PinKeypadDialogProps extends Omit<PinKeypadProps, 'titleOrder'> {
  /** The dialog is shown. Each opening starts with an empty PIN (or `initialValue`). */
  opened: boolean;
  /**
   * Closing the dialog. Without it the dialog has no close button and Escape or a click outside
   * does nothing: the PIN must be entered (or the bottom link used).
   */
  onClose?: (() => void) | undefined;
}

const stayOpen = () => {};

/**
 * SPEC §2 'Numeric PIN keypad dialog': the PIN keypad in a centred modal, full screen on phones.
 * The dialog is named by its title. The focus goes into the keypad as it opens (`autoFocus`
 * defaults to true here).
 */
export function PinKeypadDialog({ opened, onClose, title, autoFocus = true, ...body }: PinKeypadDialogProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`not all and (min-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const closable = onClose !== undefined;
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose ?? stayOpen}
      centered
      fullScreen={phone}
      closeOnEscape={closable}
      closeOnClickOutside={closable}
      size="md"
    >
      <Modal.Overlay backgroundOpacity={0.55} blur={2} />
      <Modal.Content className={classes.dialogContent} data-full-screen={phone || undefined}>
        <Modal.Header>
          <Modal.Title className={classes.dialogTitle}>{title}</Modal.Title>
          {closable ? <Modal.CloseButton aria-label="Close" size="lg" /> : null}
        </Modal.Header>
        {/* Not Modal.Body: that would make the whole keypad the dialog's description for screen readers. */}
        <div className={classes.dialogBody}>
          <PinKeypadBody {...body} autoFocus={autoFocus} />
        </div>
      </Modal.Content>
    </Modal.Root>
  );
}
