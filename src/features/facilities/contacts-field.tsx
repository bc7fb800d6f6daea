// The facility form's contact persons (SPEC §2 master lists, §3 Facility contact person, §5): a
// card per contact with its role, phones, fax and email (or SPEC §5's 'No contact info provided.',
// 'No fax info provided.', 'No Email info provided.'), 'Make primary' (one primary only: making
// one primary unsets the other), Edit, and Remove (a saved contact is then kept inactive by the
// server). 'Add contact' opens 'New Contact Person'; it is disabled at the maximum or while the
// last contact is invalid. No contact: 'No contact person associated.'
import { Badge, Button, Card, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { FACILITY_MESSAGES, MAX_CONTACTS } from '../../domain/master-lists/facility';
import {
  type ContactFormValues,
  type ContactValues,
  canAddContact,
  emptyContactForm,
  makePrimary,
  settleContacts,
} from '../../domain/master-lists/facility-input';
import { phoneDisplay } from '../../domain/patients/contact-display';
import type { PhoneUse } from '../../domain/patients/phone';
import { ContactPersonDialog } from '../../ui/form/contact-person-dialog';
import type { FacilityControl } from './facility-form-types';

const nameOf = (c: ContactFormValues) => [c.prefix, c.firstName, c.middleName, c.lastName].filter((p) => p).join(' ');

/** The parsed values back in the form's shape (every key present). */
const asForm = (c: ContactValues): ContactFormValues => ({ ...c, phones: c.phones.map((p) => ({ ...p })) });

function ContactCard({
  contact,
  onPrimary,
  onEdit,
  onRemove,
}: {
  contact: ContactFormValues;
  onPrimary: () => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const name = nameOf(contact);
  return (
    <Card component="article" withBorder padding="sm" radius="md" aria-label={name}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {contact.primary ? <Badge variant="light">Primary</Badge> : null}
          </Group>
          {contact.role || contact.npi ? (
            <Text size="sm" c="dimmed">
              {[contact.role, contact.npi ? `NPI ${contact.npi}` : ''].filter(Boolean).join(' · ')}
            </Text>
          ) : null}
          <Text size="sm">
            {contact.phones.length > 0
              ? contact.phones
                  .map((p) =>
                    phoneDisplay({ system: 'phone', value: p.value ?? '', use: p.use as PhoneUse, extension: p.extension ?? null }),
                  )
                  .join(' · ')
              : FACILITY_MESSAGES.noContactInfo}
          </Text>
          <Text size="sm">{contact.fax ? phoneDisplay({ system: 'fax', value: contact.fax }) : FACILITY_MESSAGES.noFax}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {contact.email || FACILITY_MESSAGES.noEmail}
          </Text>
        </Stack>
        <Group gap="xs">
          {contact.primary ? null : (
            <Button size="xs" variant="light" onClick={onPrimary} aria-label={`Make primary: ${name}`}>
              Make primary
            </Button>
          )}
          <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${name}`}>
            Edit
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

export function ContactsField({ control, withNpi = false }: { control: FacilityControl; withNpi?: boolean }) {
  const { fields, replace } = useFieldArray({ control, name: 'practitioners', keyName: 'key' });
  const contacts = (useWatch({ control, name: 'practitioners' }) ?? []) as ContactFormValues[];
  // null: closed; -1: a new contact; n: the nth.
  const [editing, setEditing] = useState<number | null>(null);
  const set = (next: ContactFormValues[]) => replace(settleContacts(next));

  const done = (values: ContactValues) => {
    const contact = asForm(values);
    const next = editing === -1 ? [...contacts, contact] : contacts.map((c, i) => (i === editing ? contact : c));
    const index = editing === -1 ? next.length - 1 : (editing ?? 0);
    set(contact.primary ? makePrimary(next, index) : next);
    setEditing(null);
  };

  return (
    <Fieldset legend="Contact persons">
      <Stack gap="sm">
        {fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {FACILITY_MESSAGES.noContactPerson}
          </Text>
        ) : null}
        {fields.map((field, i) => {
          const contact = contacts[i];
          if (!contact) return null;
          return (
            <ContactCard
              key={field.key}
              contact={contact}
              onPrimary={() => set(makePrimary(contacts, i))}
              onEdit={() => setEditing(i)}
              onRemove={() => set(contacts.filter((_, j) => j !== i))}
            />
          );
        })}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!canAddContact(contacts)}
            onClick={() => setEditing(-1)}
          >
            Add contact
          </Button>
          <Text size="xs" c="dimmed">
            Up to {MAX_CONTACTS}; the first is primary.
          </Text>
        </Group>
      </Stack>
      {editing !== null ? (
        <ContactPersonDialog
          isNew={editing === -1}
          withNpi={withNpi}
          initial={editing === -1 ? emptyContactForm() : (contacts[editing] ?? emptyContactForm())}
          onDone={done}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </Fieldset>
  );
}
