// The payer form of /payers/new and /payers/{payerId}/edit (useSchemaForm with the schema the
// server parses, so the fields say what the server would): name, type, Active, an IPA's MSO
// (active MSOs only), the identifiers, the address and the contact points. SchemaForm's frame
// with one step more: a new payer's Save first asks for payers of the same name in its state
// (`findDuplicates`) and, if there are any, shows them and saves only on 'Create anyway'.
import { Alert, Box, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { mayHaveParent, PAYER_FIELD_LABELS, PAYER_NAME_MAX, PAYER_TYPE_OPTIONS } from '../../domain/administration/payer';
import { CONTRACTED_OPTIONS, type PayerFormValues, PayerInput, type PayerValues } from '../../domain/administration/payer-input';
import { SUPPORTED_STATES } from '../../domain/time-zone';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { EmailField } from '../../ui/form/email-field';
import { FormFooter } from '../../ui/form/form-footer';
import { PhoneField } from '../../ui/form/phone-field';
import { PhonesEditor } from '../../ui/form/phones-editor';
import { RadioField } from '../../ui/form/radio-field';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { ZipField } from '../../ui/form/zip-field';
import { DuplicatePayersDialog } from './components/duplicate-payers-dialog';
import type { PayerFormApi } from './components/payer-form-types';
import { type DuplicatePayer, msoOptionsQuery, type PayerItem } from './payers-api';

export interface PayerFormProps {
  /** The form's accessible name ('New payer'). */
  label: string;
  initial: PayerFormValues;
  /** The MSO the payer is under now (kept as a choice even when it is no longer active). */
  currentParent?: PayerItem['partOf'];
  onSave: (values: PayerValues) => Promise<unknown>;
  onCancel: () => void;
  onSaved: () => void;
  /** The payers of the same name in the state, asked before saving (a new payer's). */
  findDuplicates?: (values: PayerValues) => Promise<readonly DuplicatePayer[]>;
}

function MsoField({ form, currentParent }: { form: PayerFormApi; currentParent: PayerItem['partOf'] | undefined }) {
  const msos = useQuery(msoOptionsQuery());
  const options = (msos.data ?? []).map((m) => ({ value: m.id, label: m.state ? `${m.name} (${m.state})` : m.name }));
  if (currentParent && !options.some((o) => o.value === currentParent.id)) {
    options.push({ value: currentParent.id, label: `${currentParent.name}${currentParent.active ? '' : ' (Inactive)'}` });
  }
  return (
    <SelectField
      control={form.control}
      name="partOfId"
      label={PAYER_FIELD_LABELS.partOfId}
      placeholder="No MSO"
      description="An IPA may be under an active MSO."
      data={options}
      searchable
    />
  );
}

export function PayerForm({ label, initial, currentParent, onSave, onCancel, onSaved, findDuplicates }: PayerFormProps) {
  const form = useSchemaForm(PayerInput, { defaultValues: initial });
  const { control, setValue } = form;
  const type = useWatch({ control, name: 'type' }) ?? '';
  const [duplicates, setDuplicates] = useState<{ found: readonly DuplicatePayer[]; state: string } | null>(null);

  const save = form.submitWith(onSave);
  const checkThenSave = form.handleSubmit(async (values) => {
    try {
      const found = findDuplicates ? await findDuplicates(values) : [];
      if (found.length === 0) await save();
      else setDuplicates({ found, state: values.address.state });
    } catch (error) {
      form.showServerError(error);
    }
  });

  return (
    <Box component="form" noValidate aria-label={label} pos="relative" onSubmit={(event) => void checkThenSave(event)}>
      <Stack gap="lg">
        <Fieldset legend="Payer">
          <Stack gap="sm">
            <TextField control={control} name="name" label={PAYER_FIELD_LABELS.name} required max={PAYER_NAME_MAX} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <SelectField
                control={control}
                name="type"
                label={PAYER_FIELD_LABELS.type}
                required
                data={PAYER_TYPE_OPTIONS}
                onValue={(next) => {
                  if (!mayHaveParent(next)) setValue('partOfId', '');
                }}
              />
              {mayHaveParent(type) ? <MsoField form={form} currentParent={currentParent} /> : null}
            </SimpleGrid>
            <CheckboxField control={control} name="active" label={PAYER_FIELD_LABELS.active} />
          </Stack>
        </Fieldset>

        <Fieldset legend="Identifiers">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField control={control} name="insurerExternalId" label={PAYER_FIELD_LABELS.insurerExternalId} />
            <TextField control={control} name="availityPayerId" label={PAYER_FIELD_LABELS.availityPayerId} />
            <RadioField control={control} name="contracted" label={PAYER_FIELD_LABELS.contracted} required options={CONTRACTED_OPTIONS} />
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={PAYER_FIELD_LABELS.address}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextField control={control} name="address.line1" label="Address Line 1" required autoComplete="address-line1" />
              <TextField control={control} name="address.line2" label="Address Line 2" autoComplete="address-line2" />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <TextField control={control} name="address.city" label="City" required autoComplete="address-level2" />
              <SelectField control={control} name="address.state" label="State" required searchable data={[...SUPPORTED_STATES]} />
              <ZipField control={control} name="address.postalCode" label="Zip Code" required />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Fieldset legend="Contact">
          <Stack gap="sm">
            <PhonesEditor form={form} extensionMaxLength={6} />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <PhoneField control={control} name="fax" label={PAYER_FIELD_LABELS.fax} />
              <EmailField control={control} name="email" label={PAYER_FIELD_LABELS.email} />
              <TextField control={control} name="url" label={PAYER_FIELD_LABELS.url} placeholder="https://" autoComplete="url" />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        {form.formError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {form.formError}
          </Alert>
        ) : null}
      </Stack>
      <FormFooter
        onCancel={onCancel}
        saving={form.formState.isSubmitting}
        outcome={form.outcome}
        onOutcomeShown={(status) => {
          if (status === 'success') onSaved();
        }}
      />
      {duplicates ? (
        <DuplicatePayersDialog
          duplicates={duplicates.found}
          state={duplicates.state}
          onCancel={() => setDuplicates(null)}
          onConfirm={() => {
            setDuplicates(null);
            void save();
          }}
        />
      ) : null}
    </Box>
  );
}
