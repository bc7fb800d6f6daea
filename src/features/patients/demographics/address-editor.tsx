// One address of the patient (SPEC §3/§4/§5): home or facility (a facility address picks its
// care facility through the 'Care Facility Lookup', which fills the place), two lines, city,
// state and the 99999-9999 postal code, the county and market lookups (cleared when the postal
// code or state changes), an instruction and the service address, verified and additional-market
// flags.
import { ActionIcon, Button, Fieldset, Group, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingHospital, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { FACILITY_MESSAGES } from '../../../domain/master-lists/facility';
import { ADDRESS_TYPE_LABELS, ADDRESS_TYPES, withServiceAddress } from '../../../domain/patients/address';
import { SUPPORTED_STATES } from '../../../domain/time-zone';
import { CheckboxField } from '../../../ui/form/checkbox-field';
import { RadioField } from '../../../ui/form/radio-field';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { TextareaField } from '../../../ui/form/textarea-field';
import { ZipField } from '../../../ui/form/zip-field';
import type { PickedContact } from './care-facility-contact';
import { CareFacilityLookup } from './care-facility-lookup';
import type { CareFacilityItem } from './demographics-api';
import type { DemographicsForm } from './form-types';
import { CountyField, MarketField } from './location-lookups';
import { useLocationClearing } from './use-location-clearing';

const TYPE_OPTIONS = ADDRESS_TYPES.map((t) => ({ value: t, label: ADDRESS_TYPE_LABELS[t] }));

function FacilityPicker({
  form,
  index,
  onPick,
}: {
  form: DemographicsForm;
  index: number;
  onPick: (f: CareFacilityItem, contact: PickedContact | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const { control, getValues } = form;
  const name = useWatch({ control, name: `addresses.${index}.facilityName` });
  const contactName = useWatch({ control, name: `addresses.${index}.facilityContactName` });
  const error = useFormState({ control, name: `addresses.${index}.facilityId` }).errors.addresses?.[index]?.facilityId?.message;
  return (
    <Input.Wrapper label="Care facility" required error={error}>
      <Group gap="sm" mt={4}>
        <Stack gap={0}>
          <Text fw={500}>{name || 'No facility selected'}</Text>
          {name ? (
            <Text size="sm" c="dimmed">
              {contactName ? `Contact: ${contactName}` : FACILITY_MESSAGES.noContactSelected}
            </Text>
          ) : null}
        </Stack>
        <Button variant="light" size="xs" leftSection={<IconBuildingHospital size={16} aria-hidden />} onClick={() => setOpen(true)}>
          Care Facility Lookup
        </Button>
      </Group>
      {open ? (
        <CareFacilityLookup
          opened
          initialState={getValues(`addresses.${index}.state`) ?? ''}
          current={{
            facilityId: getValues(`addresses.${index}.facilityId`) ?? '',
            contactId: getValues(`addresses.${index}.facilityContactId`) ?? '',
          }}
          onClose={() => setOpen(false)}
          onSave={(facility, contact) => {
            onPick(facility, contact);
            setOpen(false);
          }}
        />
      ) : null}
    </Input.Wrapper>
  );
}

export function AddressEditor({ form, index, onRemove }: { form: DemographicsForm; index: number; onRemove: () => void }) {
  const { control, setValue, getValues, trigger } = form;
  const addressType = useWatch({ control, name: `addresses.${index}.addressType` });
  const { expectLocation } = useLocationClearing(form, index);

  const pickFacility = (f: CareFacilityItem, contact: PickedContact | null) => {
    const place = f.address;
    if (place) expectLocation({ postalCode: place.postalCode.replace(/\D/g, ''), state: place.state });
    setValue(`addresses.${index}.facilityId`, f.id);
    setValue(`addresses.${index}.facilityName`, f.name);
    setValue(`addresses.${index}.facilityContactId`, contact?.id ?? '');
    setValue(`addresses.${index}.facilityContactName`, contact?.display ?? '');
    if (place) {
      setValue(`addresses.${index}.line1`, place.line[0] ?? '');
      setValue(`addresses.${index}.line2`, place.line.slice(1).join(' '));
      setValue(`addresses.${index}.city`, place.city);
      setValue(`addresses.${index}.state`, place.state);
      setValue(`addresses.${index}.postalCode`, place.postalCode.replace(/\D/g, ''));
      setValue(`addresses.${index}.county`, place.county ?? '');
    }
    void trigger(`addresses.${index}`);
  };

  return (
    <Fieldset legend={`Address ${index + 1}`} variant="filled" p="sm">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <RadioField control={control} name={`addresses.${index}.addressType`} label="Address type" required options={TYPE_OPTIONS} />
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove address ${index + 1}`} onClick={onRemove}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {addressType === 'facility' ? <FacilityPicker form={form} index={index} onPick={pickFacility} /> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextField control={control} name={`addresses.${index}.line1`} label="Address Line 1" required autoComplete="address-line1" />
          <TextField control={control} name={`addresses.${index}.line2`} label="Address Line 2" autoComplete="address-line2" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextField control={control} name={`addresses.${index}.city`} label="City" required autoComplete="address-level2" />
          <SelectField searchable control={control} name={`addresses.${index}.state`} label="State" required data={[...SUPPORTED_STATES]} />
          <ZipField control={control} name={`addresses.${index}.postalCode`} label="Zip Code" required />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <CountyField form={form} index={index} />
          <MarketField form={form} index={index} />
        </SimpleGrid>
        <TextareaField control={control} name={`addresses.${index}.instruction`} label="Instruction" />
        <Group gap="lg">
          <CheckboxField
            control={control}
            name={`addresses.${index}.serviceAddress`}
            label="Service address"
            onValue={(on) => {
              const rows = withServiceAddress(getValues('addresses') ?? [], index, on);
              rows.forEach((row, i) => {
                if (i !== index) setValue(`addresses.${i}.serviceAddress`, row.serviceAddress ?? false);
              });
            }}
          />
          <CheckboxField control={control} name={`addresses.${index}.verified`} label="Verified" />
          <CheckboxField control={control} name={`addresses.${index}.additionalMarket`} label="Additional market" />
        </Group>
      </Stack>
    </Fieldset>
  );
}
