// SPEC §2 dialog 'New Contact Person' (and its edit): a facility's contact person by SPEC §3/§5 —
// a prefix option or free credentials (up to 36), first, middle and last name (up to 36, letters,
// digits and - : % / \ ( ) . +), role (up to 60), a PCP physician's NPI (its check digit valid),
// phones by type, fax, email, Active and Primary.
// Checked by the schema the server parses; Done hands the values back to the facility form.
import { Autocomplete, Box, Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useController } from 'react-hook-form';
import { CONTACT_CREDENTIALS_MAX, CONTACT_NAME_MAX, CONTACT_PREFIXES, CONTACT_ROLE_MAX } from '../../domain/master-lists/facility';
import { type ContactFormValues, ContactInput, type ContactValues } from '../../domain/master-lists/facility-input';
import { CheckboxField } from './checkbox-field';
import { EmailField } from './email-field';
import { PhoneField } from './phone-field';
import { PhonesEditor } from './phones-editor';
import { TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';

export interface ContactPersonDialogProps {
  initial: ContactFormValues;
  /** A new contact ('New Contact Person') or an edit. */
  isNew: boolean;
  /** A PCP's physician: the NPI field (SPEC §2 PCP config). */
  withNpi?: boolean;
  onDone: (values: ContactValues) => void;
  onCancel: () => void;
}

function PrefixField({ form }: { form: ReturnType<typeof useContactForm> }) {
  const { field, fieldState } = useController({ control: form.control, name: 'prefix' });
  return (
    <Autocomplete
      ref={field.ref}
      name={field.name}
      label="Prefix or credentials"
      description="Dr, Mr, Miss, Ms, Mrs, NP, PA, or type credentials"
      data={[...CONTACT_PREFIXES]}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      maxLength={CONTACT_CREDENTIALS_MAX}
      error={fieldState.error?.message}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

const useContactForm = (initial: ContactFormValues) => useSchemaForm(ContactInput, { defaultValues: initial });

export function ContactPersonDialog({ initial, isNew, withNpi = false, onDone, onCancel }: ContactPersonDialogProps) {
  const narrow = useMediaQuery('(max-width: 48em)');
  const form = useContactForm(initial);
  const { control } = form;
  const title = isNew ? 'New Contact Person' : 'Edit Contact Person';
  const done = form.handleSubmit((values) => onDone(values));
  return (
    <Modal opened onClose={onCancel} title={title} size="44rem" fullScreen={narrow === true} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Box
        component="form"
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          // The facility form around it (in the page, not the portal) must not submit too.
          event.stopPropagation();
          void done(event);
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PrefixField form={form} />
            <TextField control={control} name="role" label="Role" max={CONTACT_ROLE_MAX} />
            <TextField control={control} name="firstName" label="First Name" required max={CONTACT_NAME_MAX} autoComplete="off" />
            <TextField control={control} name="middleName" label="Middle Name" max={CONTACT_NAME_MAX} autoComplete="off" />
            <TextField control={control} name="lastName" label="Last Name" required max={CONTACT_NAME_MAX} autoComplete="off" />
            {withNpi ? (
              <TextField control={control} name="npi" label="NPI" maxLength={10} description="Ten digits" autoComplete="off" />
            ) : null}
          </SimpleGrid>
          <PhonesEditor form={form} extensionMaxLength={6} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PhoneField control={control} name="fax" label="Fax" />
            <EmailField control={control} name="email" label="Email" />
          </SimpleGrid>
          <Group gap="lg">
            <CheckboxField control={control} name="active" label="Active" />
            <CheckboxField control={control} name="primary" label="Primary" />
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit">{isNew ? 'Add contact' : 'Done'}</Button>
          </Group>
        </Stack>
      </Box>
    </Modal>
  );
}
