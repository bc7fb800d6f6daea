// SPEC §2 dialogs 'New Care Facility' and 'New Home Health' (and a facility's edit): name, type
// (the list's types and sub-types), Active, the address with county and market looked up for its
// state (SPEC §7 CountyList, MarketList), the instruction, phones, fax, email, and the contact
// persons. Checked by the schema the server parses (SPEC §5: name, type, address with state
// required); a new facility's Save first shows the facilities of the same name in its state
// (GetDuplicatedOrganizations) and creates only on 'Create anyway'; the server's refusals show on
// their fields.
import { Alert, Box, Fieldset, Modal, Select, SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { countyListQuery, marketListQuery } from '../../api/location-lookups';
import { activeLabel } from '../../domain/administration/payer';
import {
  FACILITY_KIND_WORDS,
  FACILITY_NAME_MAX,
  FACILITY_TYPE_LABELS,
  type FacilityKind,
  facilityTypeOptions,
} from '../../domain/master-lists/facility';
import { emptyFacilityForm, FacilityFormSchema, INSTRUCTION_MAX } from '../../domain/master-lists/facility-input';
import { MESSAGES } from '../../domain/messages';
import type { OrganizationType } from '../../domain/resources';
import { SUPPORTED_STATES } from '../../domain/time-zone';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { DuplicatesDialog } from '../../ui/form/duplicates-dialog';
import { EmailField } from '../../ui/form/email-field';
import { FormFooter } from '../../ui/form/form-footer';
import { PhoneField } from '../../ui/form/phone-field';
import { PhonesEditor } from '../../ui/form/phones-editor';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { ZipField } from '../../ui/form/zip-field';
import { ContactsField } from './contacts-field';
import {
  afterFacilitySaved,
  createFacility,
  type DuplicateFacility,
  type FacilityItem,
  findDuplicateFacilities,
  updateFacility,
} from './facilities-api';
import type { FacilityControl } from './facility-form-types';
import { facilityFormOfItem } from './facility-form-values';

const STATE_FIRST = 'Choose the state first';

function LookupSelect({
  control,
  name,
  label,
  data,
  loading,
  disabled,
}: {
  control: FacilityControl;
  name: 'address.county' | 'address.marketId';
  label: string;
  data: { value: string; label: string }[];
  loading: boolean;
  disabled: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={label}
      description={disabled ? STATE_FIRST : undefined}
      data={data}
      value={field.value || null}
      onChange={(next) => field.onChange(next ?? '')}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      disabled={disabled}
      searchable
      clearable
      nothingFoundMessage={loading ? 'Loading…' : MESSAGES.noData}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The county and market of the facility's state (a new state clears both: SPEC §4). */
function LocationFields({ control, marketName }: { control: FacilityControl; marketName: string }) {
  const state = useWatch({ control, name: 'address.state' }) ?? '';
  const county = useWatch({ control, name: 'address.county' }) ?? '';
  const marketId = useWatch({ control, name: 'address.marketId' }) ?? '';
  const counties = useQuery({ ...countyListQuery(state, null), enabled: state !== '', placeholderData: keepPreviousData });
  const markets = useQuery({ ...marketListQuery(state, ''), enabled: state !== '', placeholderData: keepPreviousData });
  const countyData = [...new Set([...(state ? (counties.data ?? []) : []), ...(county ? [county] : [])])].map((c) => ({
    value: c,
    label: c,
  }));
  const marketData = (state ? (markets.data ?? []) : []).map((m) => ({ value: m.id, label: m.name }));
  if (marketId && !marketData.some((m) => m.value === marketId)) marketData.push({ value: marketId, label: marketName || marketId });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <LookupSelect
        control={control}
        name="address.county"
        label="County"
        data={countyData}
        loading={counties.isFetching}
        disabled={!state}
      />
      <LookupSelect
        control={control}
        name="address.marketId"
        label="Market"
        data={marketData}
        loading={markets.isFetching}
        disabled={!state}
      />
    </SimpleGrid>
  );
}

/** The same-named facilities of the state, before a create (GetDuplicatedOrganizations with the kind). */
function DuplicateFacilitiesDialog({
  kind,
  found,
  state,
  onCancel,
  onConfirm,
}: {
  kind: FacilityKind;
  found: readonly DuplicateFacility[];
  state: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const one = FACILITY_KIND_WORDS[kind].one;
  const single = found.length === 1;
  return (
    <DuplicatesDialog
      title={`Possible duplicate ${one}`}
      intro={`${single ? `A ${one}` : `${found.length} facilities`} with this name already ${single ? 'exists' : 'exist'} in ${state}:`}
      listLabel="Facilities with this name"
      entries={found.map((d) => ({
        id: d.id,
        name: d.name,
        facts: [FACILITY_TYPE_LABELS[d.type as OrganizationType] ?? d.type, activeLabel(d.active), d.address?.city]
          .filter(Boolean)
          .join(' · '),
      }))}
      question="Create it anyway?"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

export interface FacilityDialogProps {
  kind: FacilityKind;
  /** null: a new facility. */
  facility: FacilityItem | null;
  onClose: () => void;
}

export function FacilityDialog({ kind, facility, onClose }: FacilityDialogProps) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const queryClient = useQueryClient();
  const types = facilityTypeOptions(kind);
  const form = useSchemaForm(FacilityFormSchema, {
    defaultValues: facility ? facilityFormOfItem(facility) : emptyFacilityForm(types.length === 1 ? (types[0]?.value ?? '') : ''),
  });
  const { control, setValue } = form;
  const [duplicates, setDuplicates] = useState<{ found: readonly DuplicateFacility[]; state: string } | null>(null);
  const saved = useRef(false);
  const title = facility ? `Edit ${facility.name}` : FACILITY_KIND_WORDS[kind].dialog;

  const save = form.submitWith(async ({ practitioners, ...organization }) => {
    const values = { organization, practitioners };
    if (facility) await updateFacility(facility, values);
    else await createFacility(values);
    saved.current = true;
    await afterFacilitySaved(queryClient);
  });
  const checkThenSave = form.handleSubmit(async (values) => {
    try {
      const found = facility ? [] : await findDuplicateFacilities(kind, values.name, values.address.state);
      if (found.length === 0) await save();
      else setDuplicates({ found, state: values.address.state });
    } catch (error) {
      form.showServerError(error);
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="56rem"
      fullScreen={narrow === true}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Box component="form" noValidate aria-label={title} pos="relative" onSubmit={(event) => void checkThenSave(event)}>
        <Stack gap="md">
          <Fieldset legend="Facility">
            <Stack gap="sm">
              <TextField control={control} name="name" label="Name" required max={FACILITY_NAME_MAX} autoComplete="organization" />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <SelectField control={control} name="type" label="Type" required data={types} />
                <CheckboxField control={control} name="active" label="Active" />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <Fieldset legend="Address">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextField control={control} name="address.line1" label="Address Line 1" required autoComplete="address-line1" />
                <TextField control={control} name="address.line2" label="Address Line 2" autoComplete="address-line2" />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
                <TextField control={control} name="address.city" label="City" required autoComplete="address-level2" />
                <SelectField
                  control={control}
                  name="address.state"
                  label="State"
                  required
                  searchable
                  data={[...SUPPORTED_STATES]}
                  onValue={() => {
                    // SPEC §4: the county and market were looked up for the old state.
                    setValue('address.county', '');
                    setValue('address.marketId', '');
                  }}
                />
                <ZipField control={control} name="address.postalCode" label="Zip Code" required />
              </SimpleGrid>
              <LocationFields control={control} marketName={facility?.address?.market?.name ?? ''} />
              <TextField control={control} name="address.instruction" label="Instruction" max={INSTRUCTION_MAX} />
            </Stack>
          </Fieldset>
          <Fieldset legend="Contact">
            <Stack gap="sm">
              <PhonesEditor form={form} extensionMaxLength={6} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <PhoneField
                  control={control}
                  name="fax"
                  label="Fax"
                  required={kind === 'pcp'}
                  {...(kind === 'pcp' ? { description: 'Letters to the PCP are faxed here.' } : {})}
                />
                <EmailField control={control} name="email" label="Email" />
              </SimpleGrid>
            </Stack>
          </Fieldset>
          <ContactsField control={control} withNpi={kind === 'pcp'} />
          {form.formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {form.formError}
            </Alert>
          ) : null}
        </Stack>
        <FormFooter
          onCancel={onClose}
          saving={form.formState.isSubmitting}
          outcome={form.outcome}
          onOutcomeShown={(status) => {
            if (status === 'success' && saved.current) onClose();
          }}
        />
      </Box>
      {duplicates ? (
        <DuplicateFacilitiesDialog
          kind={kind}
          found={duplicates.found}
          state={duplicates.state}
          onCancel={() => setDuplicates(null)}
          onConfirm={() => {
            setDuplicates(null);
            void save();
          }}
        />
      ) : null}
    </Modal>
  );
}
