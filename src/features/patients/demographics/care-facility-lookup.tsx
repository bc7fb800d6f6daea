// SPEC §2 dialog 'Care Facility Lookup / Care Facility Contact': filter by state and name (Enter
// searches), pick one of the active care facilities (SPEC §3 care-facility types), Next; then
// one of its contact persons or None (care-facility-contact.tsx), Save. The address takes the
// facility, its address, county and contact (SPEC §4: a facility address attaches the organization).
import { Badge, Button, Group, Modal, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { addressText, CARE_FACILITY_TYPE_LABELS, CARE_FACILITY_TYPES } from '../../../domain/patients/address';
import { SUPPORTED_STATES } from '../../../domain/time-zone';
import { SearchableList } from '../../../ui/list/searchable-list';
import { CareFacilityContactStep, type PickedContact } from './care-facility-contact';
import { type CareFacilityItem, careFacilityListQuery } from './demographics-api';

const typeLabel = (type: string) =>
  (CARE_FACILITY_TYPES as readonly string[]).includes(type)
    ? CARE_FACILITY_TYPE_LABELS[type as (typeof CARE_FACILITY_TYPES)[number]]
    : type;

function FacilityRow({ facility, picked, onPick }: { facility: CareFacilityItem; picked: boolean; onPick: () => void }) {
  return (
    <UnstyledButton
      onClick={onPick}
      aria-pressed={picked}
      w="100%"
      p="sm"
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        background: picked ? 'var(--mantine-color-brand-0)' : undefined,
        outline: picked ? '2px solid var(--mantine-color-brand-6)' : undefined,
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>{facility.name}</Text>
          <Text size="sm" c="dimmed">
            {facility.address ? addressText(facility.address) : 'Not Available'}
          </Text>
        </Stack>
        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
          {typeLabel(facility.type)}
        </Badge>
      </Group>
    </UnstyledButton>
  );
}

export function CareFacilityLookup({
  opened,
  initialState,
  current,
  onClose,
  onSave,
}: {
  opened: boolean;
  initialState: string;
  /** The address's facility and contact now: picking the same facility again offers its contact. */
  current: { facilityId: string; contactId: string };
  onClose: () => void;
  onSave: (facility: CareFacilityItem, contact: PickedContact | null) => void;
}) {
  const [state, setState] = useState<string | null>(initialState || null);
  const [picked, setPicked] = useState<CareFacilityItem | null>(null);
  const [step, setStep] = useState<'facility' | 'contact'>('facility');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={step === 'facility' ? 'Care Facility Lookup' : 'Care Facility Contact'}
      size="lg"
      zIndex={310}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {step === 'contact' && picked ? (
        <CareFacilityContactStep
          facilityId={picked.id}
          initialContactId={picked.id === current.facilityId ? current.contactId : ''}
          onBack={() => setStep('facility')}
          onSave={(contact) => onSave(picked, contact)}
        />
      ) : (
        <Stack gap="md">
          <SearchableList
            label="Care facilities"
            searchLabel="Search care facilities"
            searchPlaceholder="Facility name"
            query={careFacilityListQuery(state)}
            rowKey={(f) => f.id}
            renderRow={(f) => <FacilityRow facility={f} picked={picked?.id === f.id} onPick={() => setPicked(f)} />}
            filters={
              <Select
                label="State"
                placeholder="Every state"
                data={[...SUPPORTED_STATES]}
                value={state}
                onChange={setState}
                clearable
                comboboxProps={{ withinPortal: true, zIndex: 320 }}
              />
            }
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button disabled={!picked} onClick={() => setStep('contact')}>
              Next
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
