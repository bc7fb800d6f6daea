import { Progress, Text } from '@mantine/core';
import { PIN_MESSAGES, type PinStrength as PinStrengthWord, pinScore, pinStrength } from '../domain/security/pin';
import classes from './pin-strength.module.css';

/** The bar's colour per band; the word beside it says the same for those who cannot see colour. */
const BAR_COLOR: Record<PinStrengthWord, string> = { Strong: 'green.8', Moderate: 'yellow.6', Weak: 'red.8' };

export interface PinStrengthProps {
  /** The new PIN as typed so far. */
  pin: string;
  /** The hint's id, for the PIN input's aria-describedby. */
  hintId?: string | undefined;
}

/**
 * SPEC §5 strength of a new PIN (Strong above 80, Moderate 60-80, Weak otherwise) as a coloured
 * bar and its word, with the hint 'Numeric 6-10 digits'. The word is read out when the band
 * changes; the bar is only its picture.
 */
export function PinStrength({ pin, hintId }: PinStrengthProps) {
  const typed = pin.length > 0;
  const strength = pinStrength(pin);
  return (
    <div className={classes.root}>
      <Progress.Root size="md" radius="xl" aria-hidden="true">
        {typed ? <Progress.Section value={Math.max(8, pinScore(pin))} color={BAR_COLOR[strength]} withAria={false} /> : null}
      </Progress.Root>
      <div className={classes.row}>
        <Text size="sm" c="dimmed" id={hintId}>
          {PIN_MESSAGES.hint}
        </Text>
        <Text component="span" size="sm" aria-live="polite">
          {typed ? (
            <>
              PIN strength: <strong data-strength={strength}>{strength}</strong>
            </>
          ) : null}
        </Text>
      </div>
    </div>
  );
}
