import { Alert, Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type AppEnv, environmentBadge, versionMismatch } from '../../domain/environment';
import { MESSAGES } from '../../domain/messages';
import classes from './shell.module.css';

export const TERMINOLOGY_ATTRIBUTION =
  'ICD-10-CM courtesy of CDC/NCHS. SNOMED CT® is a registered trademark of SNOMED International. LOINC® is a registered trademark of Regenstrief Institute, Inc.';

/** SPEC §2: the version warning (above the profile block), so it is never scrolled away. */
export function VersionWarning({ build, serverVersion }: { build: string; serverVersion: string | null | undefined }) {
  if (!serverVersion || !versionMismatch(build, serverVersion)) return null;
  return (
    <Alert color="orange" variant="light" radius={0} p="xs" icon={<IconAlertTriangle size={18} aria-hidden />} role="status">
      {MESSAGES.versionNotUpdated(serverVersion)}
    </Alert>
  );
}

/** SPEC §2: build version and environment, copyright, environment badge and terminology attribution. */
export function DrawerFooter({ build, environment }: { build: string; environment: AppEnv }) {
  const badge = environmentBadge(environment);
  return (
    <footer className={classes.footer}>
      <p>
        {MESSAGES.buildVersion(build, environment)}
        {badge ? (
          <Badge component="span" ml={6} size="sm" color="#a84300" variant="filled" radius="sm">
            {badge}
          </Badge>
        ) : null}
      </p>
      <p>{MESSAGES.copyright}</p>
      <p>{TERMINOLOGY_ATTRIBUTION}</p>
    </footer>
  );
}
