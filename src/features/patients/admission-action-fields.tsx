// What the hold and readmit dialogs ask (SPEC §3): a hold's reason and, when the patient is
// hospitalized, the hospital (the admission's contained organization, optional); a readmit's
// reason and, for 'Other', its text (required). The rule of what is missing is the server's
// (admissionTransition), so the dialog and the server refuse the same.
import { Select, Textarea, TextInput } from '@mantine/core';
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

export interface ActionChoices {
  reason: HoldReason | null;
  hospitalName: string;
  readmitReason: ReadmitReason | null;
  readmitText: string;
}

export const NO_CHOICES: ActionChoices = { reason: null, hospitalName: '', readmitReason: null, readmitText: '' };

/** The field the server would refuse first (the transition from a status that allows the action), or null. */
export function missingChoice(action: 'hold' | 'readmit', choices: ActionChoices): string | null {
  const result = admissionTransition(action === 'hold' ? 'active' : 'discharged', action, choices);
  return result.ok ? null : result.field;
}

export function AdmissionActionFields({
  action,
  choices,
  onChange,
  touched,
}: {
  action: 'hold' | 'readmit';
  choices: ActionChoices;
  onChange: (next: ActionChoices) => void;
  touched: boolean;
}) {
  const missing = touched ? missingChoice(action, choices) : null;
  const error = (field: string) => (missing === field ? MESSAGES.required : undefined);
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
