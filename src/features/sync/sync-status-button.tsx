import { Badge, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconCloudCheck, IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import classes from './sync.module.css';
import { lastSyncedText, needsAttention, syncSummary } from './sync-labels';
import { useSyncStatus } from './use-sync';

// The panel (a drawer with its focus trap) loads on the first click.
const SyncPanel = lazy(() => import('./sync-panel').then((m) => ({ default: m.SyncPanel })));

/**
 * DESIGN §4 "the user always sees": online or not, how many changes wait, when the data was last
 * synced — in the top bar; a click opens the sync panel. On phones the words are kept for screen
 * readers and only the icon and the counts show (the button's name always holds its visible text).
 */
export function SyncStatusButton({ userId }: { userId: string }) {
  const status = useSyncStatus(userId);
  const [opened, panel] = useDisclosure(false);
  if (!status) return null;
  const attention = needsAttention(status);
  const Icon = !status.online ? IconCloudOff : attention > 0 ? IconAlertTriangle : status.pending > 0 ? IconCloudUpload : IconCloudCheck;
  const tone =
    attention > 0 ? 'var(--mantine-color-orange-9)' : !status.online ? 'var(--mantine-color-gray-8)' : 'var(--mantine-color-brand-7)';
  return (
    <>
      <UnstyledButton className={classes.statusButton} onClick={panel.open} aria-haspopup="dialog" title={syncSummary(status)}>
        <Icon size={22} stroke={1.8} color={tone} className={status.draining ? classes.pulse : undefined} aria-hidden />
        <span className={classes.srOnly}>{status.online ? 'Online.' : 'Offline.'}</span>{' '}
        <span className={classes.wideText}>{lastSyncedText(status.lastSyncedAt)}</span>
        {status.pending > 0 ? <Count n={status.pending} word="waiting" color="dark.6" /> : null}
        {attention > 0 ? <Count n={attention} word="to check" color="orange.9" /> : null}
      </UnstyledButton>
      {opened ? (
        <Suspense fallback={null}>
          <SyncPanel userId={userId} status={status} opened={opened} onClose={panel.close} />
        </Suspense>
      ) : null}
    </>
  );
}

function Count({ n, word, color }: { n: number; word: string; color: string }) {
  return (
    <>
      <span className={classes.srOnly}>.</span>{' '}
      <Badge size="md" radius="xl" color={color} variant="filled" px={7} className={classes.count}>
        {n} <span className={classes.wideText}>{word}</span>
      </Badge>
    </>
  );
}
