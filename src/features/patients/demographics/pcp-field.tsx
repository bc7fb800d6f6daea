// The patient's primary care physician (SPEC §3 generalPractitioner): a physician of a PCP
// practice, searched by name, practice or NPI as one types (SPEC §7 CareTeamPhysicians); the box
// shows 'Dr Ann Lee — Oak Family Medicine'. Cleared for none.
import { useQuery } from '@tanstack/react-query';
import { useController, useWatch } from 'react-hook-form';
import { pcpLabel } from '../../../domain/patients/pcp';
import { LookupSelect } from '../../../ui/form/lookup-select';
import { pcpPhysiciansQuery } from './demographics-api';
import type { DemographicsForm } from './form-types';

/** A choice's value: the practice and the physician. */
const SEPARATOR = '|';

const usePhysicians = (term: string) => {
  const physicians = useQuery(pcpPhysiciansQuery(term));
  return {
    isFetching: physicians.isFetching,
    data: physicians.data?.map((p) => ({
      value: `${p.practiceId}${SEPARATOR}${p.id}`,
      label: pcpLabel(p.name, p.practiceName),
      detail: [p.npi ? `NPI ${p.npi}` : null, p.city && p.state ? `${p.city}, ${p.state}` : null].filter(Boolean).join(' · '),
    })),
  };
};

export function PcpField({ form }: { form: DemographicsForm }) {
  const { control, setValue } = form;
  const { field, fieldState } = useController({ control, name: 'pcpPracticeId' });
  const physicianId = useWatch({ control, name: 'pcpPhysicianId' }) ?? '';
  const name = useWatch({ control, name: 'pcpName' }) ?? '';
  return (
    <LookupSelect
      label="Primary Care Physician"
      placeholder="Search by physician, practice or NPI"
      name={field.name}
      inputRef={field.ref}
      value={field.value ? `${field.value}${SEPARATOR}${physicianId}` : ''}
      valueLabel={name}
      error={fieldState.error?.message}
      onBlur={field.onBlur}
      onPick={(value, label) => {
        const [practiceId = '', id = ''] = value ? value.split(SEPARATOR) : [];
        field.onChange(practiceId);
        setValue('pcpPhysicianId', id);
        setValue('pcpName', label);
      }}
      useOptions={usePhysicians}
    />
  );
}
