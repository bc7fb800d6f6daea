// SPEC §2 chart tab 4 'Insurance, Eligibility & Authorizations': the patient's coverages, their
// eligibility results and authorizations, read in one request. Adding, editing and inactivating
// a coverage, adding and editing an authorization, and the individual eligibility check (behind
// its feature flag, SPEC §6) need a connection and a user who may change the chart; after each,
// the tab and the chart's counts are read again.
import { Alert, Stack } from '@mantine/core';
import { type QueryKey, useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { calendarDateIn } from '../../domain/format';
import { timeZoneForState } from '../../domain/time-zone';
import { AuthorizationForm } from './authorization-form';
import { AuthorizationsSection } from './authorizations-section';
import { FormDialog } from './components/form-dialog';
import { InactivateDialog } from './components/inactivate-dialog';
import { type AuthorizationItem, type CoverageItem, checkEligibility, patientCoveragesQuery } from './coverage-api';
import { CoverageForm } from './coverage-form';
import { CoveragesSection } from './coverages-section';
import { EligibilitySection } from './eligibility-section';
import { OFFLINE_NOTE, useCoverageAccess, useCoverageRefresh } from './use-coverage-access';

type Dialog = { kind: 'coverage'; coverage: CoverageItem | null } | { kind: 'authorization'; authorization: AuthorizationItem | null };

export interface CoverageTabProps {
  patientId: string;
  /** The patient's state: its insurers are listed first, and 'today' is its day. */
  patientState: string | null;
  /** The chart frame's query, read again after a change (the tabs' counts). */
  chartQueryKey?: QueryKey;
}

export function CoverageTab({ patientId, patientState, chartQueryKey }: CoverageTabProps) {
  const { data } = useSuspenseQuery(patientCoveragesQuery(patientId));
  const access = useCoverageAccess();
  const refresh = useCoverageRefresh(patientId, chartQueryKey);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [inactivating, setInactivating] = useState<CoverageItem | null>(null);
  const eligibility = useRef<HTMLDivElement>(null);
  const check = useMutation({
    mutationFn: (c: CoverageItem) => checkEligibility(c.id),
    onSuccess: async () => {
      await refresh();
      eligibility.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    },
  });
  const close = () => setDialog(null);
  const now = new Date();

  return (
    <Stack gap="md">
      {access.mayChange && !access.online ? (
        <Alert color="gray" variant="light">
          {OFFLINE_NOTE}
        </Alert>
      ) : null}
      <CoveragesSection
        coverages={data.coverages}
        onAdd={() => setDialog({ kind: 'coverage', coverage: null })}
        actions={{
          ...access,
          onEdit: (coverage) => setDialog({ kind: 'coverage', coverage }),
          onInactivate: setInactivating,
          onCheck: (coverage) => check.mutate(coverage),
          checkingId: check.isPending ? (check.variables?.id ?? null) : null,
        }}
      />
      <EligibilitySection
        ref={eligibility}
        results={data.eligibilityResults}
        coverages={data.coverages}
        lastCheck={check.data ?? null}
        checkError={check.error}
        now={now}
      />
      <AuthorizationsSection
        authorizations={data.authorizations}
        coverages={data.coverages}
        today={calendarDateIn(now.toISOString(), timeZoneForState(patientState))}
        mayChange={access.mayChange}
        online={access.online}
        onAdd={() => setDialog({ kind: 'authorization', authorization: null })}
        onEdit={(authorization) => setDialog({ kind: 'authorization', authorization })}
      />
      <FormDialog
        opened={dialog !== null}
        onClose={close}
        title={
          dialog?.kind === 'coverage'
            ? dialog.coverage
              ? 'Edit coverage'
              : 'Add coverage'
            : dialog?.authorization
              ? 'Edit authorization'
              : 'Add authorization'
        }
      >
        {dialog?.kind === 'coverage' ? (
          <CoverageForm
            patientId={patientId}
            patientState={patientState}
            coverage={dialog.coverage}
            onSaved={close}
            onCancel={close}
            afterSave={refresh}
          />
        ) : dialog?.kind === 'authorization' ? (
          <AuthorizationForm
            authorization={dialog.authorization}
            coverages={data.coverages}
            onSaved={close}
            onCancel={close}
            afterSave={refresh}
          />
        ) : null}
      </FormDialog>
      <InactivateDialog coverage={inactivating} onClose={() => setInactivating(null)} afterSave={refresh} />
    </Stack>
  );
}
