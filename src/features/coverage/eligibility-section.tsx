// The tab's Eligibility: the newest results first; after a check, the SPEC §9 note that a task
// was created for PCC; when the newest result is older than the default eligibility constant
// (SPEC §9, 60 days), a reminder to check again; a refused check in the user's words (SPEC §8).
import { Alert, Button, Stack, Text } from '@mantine/core';
import { forwardRef, useState } from 'react';
import { DEFAULT_ELIGIBILITY_DAYS, isEligibilityCurrent } from '../../domain/coverage/eligibility';
import { displayError } from '../../domain/errors';
import { MESSAGES } from '../../domain/messages';
import { Section } from '../../ui/section';
import { coverageName } from './components/coverage-name';
import { EligibilityResult } from './components/eligibility-result';
import type { CoverageItem, EligibilityCheckResult, EligibilityItem } from './coverage-api';

/** Results shown before 'Show all'. */
const SHOWN_FIRST = 3;

export interface EligibilitySectionProps {
  results: readonly EligibilityItem[];
  coverages: readonly CoverageItem[];
  /** The check this screen just ran, if any. */
  lastCheck: EligibilityCheckResult | null;
  checkError: Error | null;
  now: Date;
}

export const EligibilitySection = forwardRef<HTMLDivElement, EligibilitySectionProps>(function EligibilitySection(
  { results, coverages, lastCheck, checkError, now },
  ref,
) {
  const [all, setAll] = useState(false);
  const byId = new Map(coverages.map((c) => [c.id, c]));
  const newest = results[0];
  const shown = all ? results : results.slice(0, SHOWN_FIRST);
  return (
    <div ref={ref}>
      <Section title="Eligibility">
        <Stack gap="sm">
          {lastCheck ? (
            <Alert color="teal" variant="light" role="status" title={lastCheck.note}>
              {lastCheck.taskOwner ? `Assigned to ${lastCheck.taskOwner}.` : 'It waits for the PCC of the patient’s market.'}
            </Alert>
          ) : null}
          {checkError ? (
            <Alert color="red" variant="light" role="alert">
              {displayError(checkError.message)}
            </Alert>
          ) : null}
          {newest && !isEligibilityCurrent(newest.checkedAt, now) ? (
            <Text size="sm" c="orange.9">
              The last eligibility check is more than {DEFAULT_ELIGIBILITY_DAYS} days old.
            </Text>
          ) : null}
          {results.length === 0 ? (
            <Text c="dimmed">{MESSAGES.noData}</Text>
          ) : (
            <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Eligibility results">
              {shown.map((r) => {
                const coverage = r.coverageId ? byId.get(r.coverageId) : undefined;
                return (
                  <li key={r.id}>
                    <EligibilityResult result={r} coverageName={coverage ? coverageName(coverage) : null} />
                  </li>
                );
              })}
            </Stack>
          )}
          {results.length > SHOWN_FIRST ? (
            <Button variant="subtle" size="xs" onClick={() => setAll((v) => !v)} style={{ alignSelf: 'flex-start' }}>
              {all ? 'Show the newest only' : `Show all ${results.length} results`}
            </Button>
          ) : null}
        </Stack>
      </Section>
    </div>
  );
});
