// What the hold, readmit and cancel dialogs ask (SPEC §3): a hold's reason and, when the patient is
// hospitalized, the hospital (the admission's contained organization, optional); a readmit's
// reason and, for 'Other', its text (required); a cancellation's reason, one of the published
// 'admission-cancellation-reason' codes (SPEC §2 administrative code systems). The rule of what is missing is the server's
// (admissionTransition), so the dialog and the server refuse the same.
import { Select, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { valueSetCodesQuery } from '../../api/value-sets';
import { displayError } from '../../domain/errors';
import { MESSAGES } from '../../domain/messages';
import {
  admissionTransition,
  HOLD_REASONS,
  HOSPITAL_NAME_MAX,
  type HoldReason,
  READMIT_REASONS,
  READMIT_TEXT_MAX,
  type ReadmitReason,
} from '../../domain/patients/admission-actions';
import { ADMISSION_CANCELLATION_SYSTEM } from '../../domain/patients/admission-cancellation-reasons';

export interface ActionChoices {
  reason: HoldReason | null;
  hospitalName: string;
  readmitReason: ReadmitReason | null;
  readmitText: string;
  cancellationReason: string | null;
}

export const NO_CHOICES: ActionChoices = { reason: null, hospitalName: '', readmitReason: null, readmitText: '', cancellationReason: null };

/** The actions whose dialog asks for something besides a confirmation. */
export type ChoiceAction = 'hold' | 'readmit' | 'cancel';

/** A status each of them applies to, to ask the transition rule what is missing. */
const APPLIES_TO = { hold: 'active', readmit: 'discharged', cancel: 'planned' } as const;

/** The field the server would refuse first (the transition from a status that allows the action), or null. */
export function missingChoice(action: ChoiceAction, choices: ActionChoices): string | null {
  const result = admissionTransition(APPLIES_TO[action], action, choices);
  return result.ok ? null : result.field;
}

export function AdmissionActionFields({
  action,
  choices,
  onChange,
  touched,
}: {
  action: ChoiceAction;
  choices: ActionChoices;
  onChange: (next: ActionChoices) => void;
  touched: boolean;
}) {
  const missing = touched ? missingChoice(action, choices) : null;
  const error = (field: string) => (missing === field ? MESSAGES.required : undefined);
  if (action === 'cancel') {
    return <CancellationReasonField choices={choices} onChange={onChange} error={error('cancellationReason')} />;
  }
  if (action === 'hold') {
    return (
      <>
        <Select
          label="Hold reason"
          placeholder="Select a reason"
          data={HOLD_REASONS.map((r) => ({ value: r.code, label: r.label }))}
          value={choices.reason}
          onChange={(value) => onChange({ ...choices, reason: value as HoldReason | null })}
          required
          allowDeselect={false}
          error={error('reason')}
          comboboxProps={{ withinPortal: false }}
        />
        {choices.reason === 'hospitalized' ? (
          <TextInput
            label="Hospital"
            description="Where the patient is admitted (optional)"
            value={choices.hospitalName}
            maxLength={HOSPITAL_NAME_MAX}
            onChange={(event) => onChange({ ...choices, hospitalName: event.currentTarget.value })}
            onBlur={() => onChange({ ...choices, hospitalName: choices.hospitalName.trim().replace(/\s+/g, ' ') })}
          />
        ) : null}
      </>
    );
  }
  return (
    <>
      <Select
        label="Readmit reason"
        placeholder="Select a reason"
        data={READMIT_REASONS.map((r) => ({ value: r.code, label: r.label }))}
        value={choices.readmitReason}
        onChange={(value) => onChange({ ...choices, readmitReason: value as ReadmitReason | null })}
        required
        allowDeselect={false}
        error={error('readmitReason')}
        comboboxProps={{ withinPortal: false }}
      />
      {choices.readmitReason === 'other' ? (
        <Textarea
          label="Other reason"
          value={choices.readmitText}
          rows={3}
          maxLength={READMIT_TEXT_MAX}
          required
          error={error('readmitText')}
          onChange={(event) => onChange({ ...choices, readmitText: event.currentTarget.value })}
          onBlur={() => onChange({ ...choices, readmitText: choices.readmitText.trim().replace(/\s+/g, ' ') })}
        />
      ) : null}
    </>
  );
}

function CancellationReasonField({
  choices,
  onChange,
  error,
}: {
  choices: ActionChoices;
  onChange: (next: ActionChoices) => void;
  error: string | undefined;
}) {
  const reasons = useQuery(valueSetCodesQuery(ADMISSION_CANCELLATION_SYSTEM));
  return (
    <Select
      label="Cancellation reason"
      placeholder={reasons.isPending ? 'Loading reasons…' : 'Select a reason'}
      data={(reasons.data ?? []).map((r) => ({ value: r.code, label: r.display }))}
      value={choices.cancellationReason}
      onChange={(value) => onChange({ ...choices, cancellationReason: value })}
      required
      allowDeselect={false}
      error={error ?? (reasons.isError ? displayError(reasons.error.message) : undefined)}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
