// SPEC §2 dialog 'Care Facility Lookup / Care Facility Contact', its second step: the picked
// facility's active contact persons (the primary first) or None, then Save. 'Add' opens 'New
// Contact Person' and saves it on the facility (SPEC §7 upsertPractitioners); the list is read
// again and the new contact is picked. SPEC §5 'No contact person associated.' when it has none.
import { Alert, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { displayError } from '../../../domain/errors';
import { maskPhone } from '../../../domain/format';
import { FACILITY_MESSAGES } from '../../../domain/master-lists/facility';
import { emptyContactForm } from '../../../domain/master-lists/facility-input';
import { ContactPersonDialog } from '../../../ui/form/contact-person-dialog';
import { addCareFacilityContact, type CareFacilityContact, careFacilityContactsQuery, demographicsKeys } from './demographics-api';

/** The value of the 'None' choice. */
const NONE = 'none';

function ContactLabel({ contact }: { contact: CareFacilityContact }) {
  const phone = contact.telecom.find((t) => t.system === 'phone');
  const details = [contact.role, phone ? maskPhone(phone.value) : null].filter(Boolean).join(' · ');
  return (
    <Stack gap={0}>
      <Text fw={500}>
        {contact.display}
        {contact.primary ? ' (Primary)' : ''}
      </Text>
      {details ? (
        <Text size="sm" c="dimmed">
          {details}
        </Text>
      ) : null}
    </Stack>
  );
}

export interface PickedContact {
  id: string;
  display: string;
}

export function CareFacilityContactStep({
  facilityId,
  initialContactId,
  onBack,
  onSave,
}: {
  facilityId: string;
  initialContactId: string;
  onBack: () => void;
  onSave: (contact: PickedContact | null) => void;
}) {
  const queryClient = useQueryClient();
  const contacts = useQuery(careFacilityContactsQuery(facilityId));
  const [choice, setChoice] = useState(initialContactId || NONE);
  const [adding, setAdding] = useState(false);
  const add = useMutation({
    mutationFn: (values: Parameters<typeof addCareFacilityContact>[1]) => addCareFacilityContact(facilityId, values),
    onSuccess: (facility) => {
      const known = new Set((contacts.data?.contacts ?? []).map((c) => c.id));
      queryClient.setQueryData(demographicsKeys.facilityContacts(facilityId), facility);
      const added = facility.contacts.find((c) => !known.has(c.id));
      if (added?.active) setChoice(added.id);
      setAdding(false);
    },
  });
  const active = (contacts.data?.contacts ?? []).filter((c) => c.active || c.id === initialContactId);
  const picked = active.find((c) => c.id === choice) ?? null;

  return (
    <Stack gap="md">
      <Text>
        Facility: <strong>{contacts.data?.name ?? '…'}</strong>
      </Text>
      {contacts.isError ? (
        <Alert color="red" role="alert" title="The contacts could not be read">
          {displayError(contacts.error.message)}
        </Alert>
      ) : null}
      {add.isError ? (
        <Alert color="red" role="alert" title="The contact person was not added">
          {displayError(add.error.message)}
        </Alert>
      ) : null}
      {contacts.isPending ? (
        <Text c="dimmed">Loading contacts…</Text>
      ) : (
        <Radio.Group label="Contact person" value={choice} onChange={setChoice}>
          <Stack gap="sm" mt="xs">
            {active.length === 0 ? <Text c="dimmed">{FACILITY_MESSAGES.noContactPerson}</Text> : null}
            {active.map((c) => (
              <Radio key={c.id} value={c.id} label={<ContactLabel contact={c} />} />
            ))}
            <Radio value={NONE} label="None" />
          </Stack>
        </Radio.Group>
      )}
      <Group justify="space-between" gap="sm">
        <Button
          variant="light"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
          disabled={!contacts.data}
        >
          Add
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onBack}>
            Back
          </Button>
          <Button
            disabled={!contacts.data || (choice !== NONE && !picked)}
            onClick={() => onSave(picked ? { id: picked.id, display: picked.display } : null)}
          >
            Save
          </Button>
        </Group>
      </Group>
      {adding ? (
        <ContactPersonDialog
          initial={{ ...emptyContactForm(), primary: active.length === 0 }}
          isNew
          onCancel={() => setAdding(false)}
          onDone={(values) => add.mutate(values)}
        />
      ) : null}
    </Stack>
  );
}
