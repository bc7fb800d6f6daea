// SPEC §2 /users/new and /users/:userId/edit: one form over the shared UserInput schema
// (src/domain/administration/user-input.ts, the one the server parses): the person, what they may
// do, where they work, and for a clinician the linked practitioner. The e-mail is the sign-in
// name: it is read-only once the user exists. The server's refusals land on their field
// ('user.email' → E-mail), anything else above the SPEC §2 footer (Cancel/Save).
import { Input, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { JOB_FUNCTION_TITLES, JOB_FUNCTIONS, PERMISSIONS, ROLES } from '../../domain/access';
import { EMPTY_USER_FORM, USER_NAME_MAX, USER_TYPES, UserInput, type UserValues } from '../../domain/administration/user-input';
import { permissionLabel, roleLabel, userTypeLabel } from '../../domain/administration/user-labels';
import { needsPractitioner } from '../../domain/administration/user-practitioner';
import { SUPPORTED_STATES } from '../../domain/time-zone';
import { CheckboxField } from '../../ui/form/checkbox-field';
import { CheckboxGroupField, type CheckboxOption } from '../../ui/form/checkbox-group-field';
import { EmailField } from '../../ui/form/email-field';
import { PhoneField } from '../../ui/form/phone-field';
import { RadioField } from '../../ui/form/radio-field';
import { SchemaForm } from '../../ui/form/schema-form';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { useSchemaForm } from '../../ui/form/use-schema-form';
import { organizationLabel, type UserDetail, type UserOrganizationOption, userOrganizationsQuery, useSaveUser } from './users-api';

const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: roleLabel(value) }));
const PERMISSION_OPTIONS = PERMISSIONS.map((value) => ({ value, label: permissionLabel(value) }));
const JOB_FUNCTION_OPTIONS = JOB_FUNCTIONS.map((value) => ({ value, label: JOB_FUNCTION_TITLES[value] }));
const USER_TYPE_OPTIONS = USER_TYPES.map((value) => ({ value, label: userTypeLabel(value) }));
const STATE_OPTIONS = [...SUPPORTED_STATES];
const MARKET_OPTIONS = SUPPORTED_STATES.map((value) => ({ value, label: value }));

/** The saved user's values as the form's defaults. */
export const formValuesOf = (user: UserDetail): UserValues => ({
  ...EMPTY_USER_FORM,
  email: user.email,
  givenName: user.givenName,
  familyName: user.familyName,
  userType: user.userType === 'external' ? 'external' : 'internal',
  phone: user.phone ?? '',
  state: (SUPPORTED_STATES as readonly string[]).includes(user.state ?? '') ? (user.state as UserValues['state']) : '',
  roles: [...user.roles] as UserValues['roles'],
  permissions: [...user.permissions] as UserValues['permissions'],
  jobFunctions: user.jobFunctions.map((j) => j.code) as UserValues['jobFunctions'],
  legalEntityIds: user.legalEntities.map((o) => o.id),
  payerIds: user.payers.map((o) => o.id),
  markets: [...user.markets] as UserValues['markets'],
  practitionerId: user.practitionerId ?? '',
});

/** The choices: the active organizations, and the user's own ones even when no longer offered. */
function organizationOptions(
  offered: readonly UserOrganizationOption[],
  own: readonly UserOrganizationOption[],
  withType: boolean,
): CheckboxOption[] {
  const all = [...offered, ...own.filter((o) => !offered.some((x) => x.id === o.id))];
  return all.map((o) => ({ value: o.id, label: organizationLabel(o, withType) }));
}

function FormPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="fieldset" gap="md" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
      <Title component="legend" order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The room one line of a field's error takes (Mantine's: the input's bottom margin, then a line at
 * the error's size), kept while the field has none. The e-mail's error appears when the field is
 * left, often by a click on a role below it: without this room the Access section would move down
 * under the pointer between the press and the release, and the click would miss (SPEC §5).
 */
function ErrorRoom() {
  return (
    <div aria-hidden style={{ paddingTop: 'calc(var(--mantine-spacing-xs) / 2)', visibility: 'hidden' }}>
      <Input.Error>{'\u00a0'}</Input.Error>
    </div>
  );
}

export interface UserFormProps {
  /** The user being edited; null on /users/new. */
  user: UserDetail | null;
  /** After the save's success overlay, with the saved user's id. */
  onSaved: (id: string) => void;
  onCancel: () => void;
}

export function UserForm({ user, onSaved, onCancel }: UserFormProps) {
  const form = useSchemaForm(UserInput, { defaultValues: user ? formValuesOf(user) : EMPTY_USER_FORM });
  const save = useSaveUser(user);
  const savedId = useRef<string | null>(user?.id ?? null);
  const organizations = useQuery(userOrganizationsQuery());
  const jobFunctions = useWatch({ control: form.control, name: 'jobFunctions' });
  const clinician = needsPractitioner(Array.isArray(jobFunctions) ? jobFunctions : []);
  const legalEntityOptions = organizationOptions(organizations.data?.legalEntities ?? [], user?.legalEntities ?? [], false);
  const payerOptions = organizationOptions(organizations.data?.payers ?? [], user?.payers ?? [], true);
  // The server's refusals of the link ('user.practitionerId', 'user.createPractitioner') have no input of their own.
  const { errors } = form.formState;
  const practitionerError = errors.practitionerId?.message ?? errors.createPractitioner?.message;

  return (
    <SchemaForm
      form={form}
      label={user ? `Edit ${user.name}` : 'New user'}
      onSave={async (values) => {
        // Only a clinician gets a practitioner made for them.
        savedId.current = await save.mutateAsync({ ...values, createPractitioner: clinician && values.createPractitioner });
      }}
      onCancel={onCancel}
      onSaved={() => {
        if (savedId.current) onSaved(savedId.current);
      }}
    >
      <Stack gap="xl">
        <FormPart title="Person">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextField control={form.control} name="givenName" label="First name" required max={USER_NAME_MAX} autoComplete="off" />
            <TextField control={form.control} name="familyName" label="Last name" required max={USER_NAME_MAX} autoComplete="off" />
            <div>
              <EmailField
                control={form.control}
                name="email"
                label="E-mail"
                required
                disabled={user !== null}
                {...(user ? { description: 'The sign-in name; it cannot change.' } : {})}
              />
              {user === null && !errors.email?.message ? <ErrorRoom /> : null}
            </div>
            <PhoneField control={form.control} name="phone" label="Phone" />
            <SelectField control={form.control} name="state" label="State" data={STATE_OPTIONS} placeholder="None" />
            <RadioField control={form.control} name="userType" label="User type" required options={USER_TYPE_OPTIONS} />
          </SimpleGrid>
        </FormPart>

        <FormPart title="Access">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
            <CheckboxGroupField control={form.control} name="roles" label="Roles" required options={ROLE_OPTIONS} />
            <CheckboxGroupField control={form.control} name="permissions" label="Permissions" options={PERMISSION_OPTIONS} />
            <CheckboxGroupField control={form.control} name="jobFunctions" label="Job functions" required options={JOB_FUNCTION_OPTIONS} />
          </SimpleGrid>
        </FormPart>

        <FormPart title="Organizations and markets">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
            <CheckboxGroupField control={form.control} name="legalEntityIds" label="Legal entities" options={legalEntityOptions} />
            <CheckboxGroupField control={form.control} name="payerIds" label="Payers" options={payerOptions} />
            <CheckboxGroupField
              control={form.control}
              name="markets"
              label="Markets"
              description="States whose patients the user reads"
              options={MARKET_OPTIONS}
            />
          </SimpleGrid>
          {organizations.isError ? (
            <Text size="sm" c="dimmed">
              The organizations could not be loaded; the user's own are shown.
            </Text>
          ) : null}
        </FormPart>

        {clinician || user?.practitionerId || practitionerError ? (
          <FormPart title="Linked practitioner">
            {user?.practitionerId ? (
              <Text size="sm">
                Practitioner <strong style={{ overflowWrap: 'anywhere' }}>{user.practitionerId}</strong>
              </Text>
            ) : user ? (
              <Text size="sm" c="dimmed">
                No practitioner is linked to this user.
              </Text>
            ) : (
              <CheckboxField control={form.control} name="createPractitioner" label="Create a practitioner for this user" />
            )}
            {practitionerError ? (
              <Text size="sm" c="red.8" role="alert">
                {practitionerError}
              </Text>
            ) : null}
          </FormPart>
        ) : null}
      </Stack>
    </SchemaForm>
  );
}
