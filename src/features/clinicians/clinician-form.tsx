// The /clinicians edit (SPEC §3 Practitioner; useSchemaForm with the schema the server parses):
// employee id, phones and e-mail, the address, qualifications, ADP sync, the clinician start date,
// markets and additional markets. Name and NPI are shown, not edited. Saved against the version
// it was opened with (SPEC §8 words when someone saved first).
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ClinicianInput, EMPLOYEE_ID_MAX } from '../../domain/administration/clinician-input';
import { SUPPORTED_STATES } from '../../domain/time-zone';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { DateField } from '../../ui/form/date-field';
import { EmailField } from '../../ui/form/email-field';
import { PhonesEditor } from '../../ui/form/phones-editor';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { ZipField } from '../../ui/form/zip-field';
import { type ClinicianItem, clinicianMarketsQuery, useUpdateClinician } from './clinicians-api';
import { MarketSelectField } from './components/market-select-field';
import { QualificationsEditor } from './components/qualifications-editor';
import { formValuesOf, inputOf } from './form-values';

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

export function ClinicianForm({ clinician, onCancel, onSaved }: { clinician: ClinicianItem; onCancel: () => void; onSaved: () => void }) {
  const form = useSchemaForm(ClinicianInput, { defaultValues: formValuesOf(clinician) });
  const { control } = form;
  const update = useUpdateClinician();
  // Without the market list (a caller it refuses), the clinician's own markets are the choices.
  const markets = useQuery(clinicianMarketsQuery(null));
  const options = (markets.data ?? []).map((m) => m.name);

  return (
    <SchemaForm
      form={form}
      label={`Edit ${clinician.name}`}
      onSave={(values) => update.mutateAsync({ id: clinician.id, versionId: clinician.versionId, clinician: inputOf(values) })}
      onCancel={onCancel}
      onSaved={onSaved}
    >
      <Text size="sm" c="dimmed">
        {clinician.name}
        {clinician.npi ? ` · NPI ${clinician.npi}` : ''}
      </Text>
      <Part title="Identity">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField control={control} name="employeeId" label="Employee ID" max={EMPLOYEE_ID_MAX} autoComplete="off" />
          <DateField control={control} name="clinicianStartDate" label="Clinician Start Date" />
          <CheckboxField control={control} name="adpSyncEnabled" label="ADP Sync Enabled" />
        </SimpleGrid>
      </Part>
      <Part title="Phone Number">
        <PhonesEditor form={form} />
      </Part>
      <Part title="Email">
        <EmailField control={control} name="email" label="Email" />
      </Part>
      <Part title="Address">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField control={control} name="address.line1" label="Address Line 1" autoComplete="address-line1" />
          <TextField control={control} name="address.line2" label="Address Line 2" autoComplete="address-line2" />
          <TextField control={control} name="address.city" label="City" autoComplete="address-level2" />
          <SelectField searchable control={control} name="address.state" label="State" data={[...SUPPORTED_STATES]} />
          <ZipField control={control} name="address.postalCode" label="Postal Code" />
        </SimpleGrid>
      </Part>
      <Part title="Qualifications">
        <QualificationsEditor form={form} />
      </Part>
      <Part title="Markets">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MarketSelectField form={form} name="markets" label="Markets" options={options} />
          <MarketSelectField form={form} name="additionalMarkets" label="Additional Markets" options={options} />
        </SimpleGrid>
      </Part>
    </SchemaForm>
  );
}
