// SPEC §2 Demographics edit form (useSchemaForm with the schema the server parses): names, the
// person's details, phones with the 'OK to text' consent, the emergency contact, caregivers and
// addresses. Saved as a new version of the patient record against the version it was opened
// with; the chart is read again after the save.
import { Alert, SimpleGrid, Stack, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { type ReactNode, useMemo } from 'react';
import { maskedSsn } from '../../../domain/patients/contact-display';
import { demographicsSchema, ETHNICITIES, GENDER_OPTIONS, MARITAL_STATUSES, RACES } from '../../../domain/patients/demographics-input';
import { CONSENT_ALREADY_SAVED, OK_TO_TEXT_OPTIONS } from '../../../domain/patients/phone';
import { DateField } from '../../../ui/form/date-field';
import { EmailField } from '../../../ui/form/email-field';
import { MaskedField } from '../../../ui/form/masked-field';
import { PhoneField } from '../../../ui/form/phone-field';
import { PhonesEditor } from '../../../ui/form/phones-editor';
import { RadioField } from '../../../ui/form/radio-field';
import { SchemaForm } from '../../../ui/form/schema-form';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { chartKeys } from '../chart-api';
import { AddressesEditor } from './addresses-editor';
import { CaregiversEditor, EmergencyContactEditor } from './contacts-editor';
import { type DemographicsRecord, updateDemographics } from './demographics-api';
import { formValuesOf, inputOf } from './form-values';
import { HomeHealthField } from './home-health-field';
import { PcpField } from './pcp-field';

const SSN_MASK = '###-##-####';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function DemographicsForm({ record, onCancel, onSaved }: { record: DemographicsRecord; onCancel: () => void; onSaved: () => void }) {
  const today = dayjs().format('YYYY-MM-DD');
  const schema = useMemo(() => demographicsSchema({ today, consentSaved: record.textConsentSaved }), [today, record.textConsentSaved]);
  const form = useSchemaForm(schema, { defaultValues: formValuesOf(record) });
  const { control } = form;
  const { online } = useNetwork();
  const queryClient = useQueryClient();
  const ssn = maskedSsn(record.ssnLast4);

  const save = async (values: Parameters<typeof inputOf>[0]) => {
    await updateDemographics(inputOf(values, record));
    await queryClient.invalidateQueries({ queryKey: chartKeys.chart(record.patientId) });
  };

  return (
    <SchemaForm form={form} label="Edit Demographics" onSave={save} onCancel={onCancel} onSaved={onSaved}>
      {!online ? (
        <Alert color="yellow" variant="light">
          Changes to the chart need a connection.
        </Alert>
      ) : null}
      <Part title="Name">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <TextField control={control} name="firstName" label="First Name" required autoComplete="off" />
          <TextField control={control} name="middleName" label="Middle Name" autoComplete="off" />
          <TextField control={control} name="lastName" label="Last Name" required autoComplete="off" />
          <TextField control={control} name="preferredName" label="Preferred Name" autoComplete="off" />
        </SimpleGrid>
      </Part>
      <Part title="Details">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <SelectField searchable control={control} name="gender" label="Gender" required data={[...GENDER_OPTIONS]} />
          <DateField control={control} name="birthDate" label="Date of Birth" required max={today} />
          <SelectField searchable control={control} name="maritalStatus" label="Marital Status" data={[...MARITAL_STATUSES]} />
          <SelectField searchable control={control} name="race" label="Race" data={[...RACES]} />
          <SelectField searchable control={control} name="ethnicity" label="Ethnicity" data={[...ETHNICITIES]} />
          <MaskedField
            control={control}
            name="ssn"
            label="SSN"
            mask={SSN_MASK}
            autoComplete="off"
            description={ssn ? `${ssn} on file; type a new one to replace it` : 'None on file'}
          />
          <EmailField control={control} name="email" label="Email" />
          <PhoneField control={control} name="fax" label="Fax" />
        </SimpleGrid>
      </Part>
      <Part title="Phone Number">
        {/* SPEC §3/§5: 'OK to text' is asked until it is saved, then shown, disabled, with 'Consent already saved'. */}
        <PhonesEditor form={form} searchable>
          <RadioField
            control={control}
            name="okToText"
            label="OK to text"
            required={!record.textConsentSaved}
            disabled={record.textConsentSaved}
            options={OK_TO_TEXT_OPTIONS}
            {...(record.textConsentSaved ? { description: CONSENT_ALREADY_SAVED } : {})}
          />
        </PhonesEditor>
      </Part>
      <Part title="Emergency Contact">
        <EmergencyContactEditor form={form} />
      </Part>
      <Part title="Caregivers">
        <CaregiversEditor form={form} />
      </Part>
      <Part title="Addresses">
        <AddressesEditor form={form} />
      </Part>
      <Part title="Care Providers">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PcpField form={form} />
          <HomeHealthField form={form} />
        </SimpleGrid>
      </Part>
    </SchemaForm>
  );
}
