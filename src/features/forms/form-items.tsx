// One item of a form on screen (the renderer's parts): a group with its items, a note, or a
// question with its input. Each renders again only when its own view (shown, required, message,
// worked-out value) or its own input changes: its view comes from the form engine, its input
// from its own react-hook-form Controller or register.
import { Checkbox, Fieldset, Group, Input, Radio, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { memo } from 'react';
import { Controller } from 'react-hook-form';
import { normalizeText } from '../../domain/forms/answers';
import type { Answers, QuestionnaireItem } from '../../domain/forms/questionnaire';
import { woundToggleEnabled } from '../../domain/forms/wound-status';
import { type Form, useFormContext, useInPage, useItemView } from './form-context';
import type { QuantityField } from './form-values';

/** Few choices show as radio buttons; more as a list. */
const RADIO_LIMIT = 4;
/**
 * A list's options are in the page only while it is open (Mantine keeps a closed list mounted,
 * hidden, and places it: on a form of many lists, most of the cost of opening it).
 */
const LIST_ONLY_WHEN_OPEN = { keepMounted: false } as const;

export const ItemNode = memo(function ItemNode({ item }: { item: QuestionnaireItem }) {
  const { form, engine, budget, readOnly, saved } = useFormContext();
  const view = useItemView(engine, item.linkId);
  const inPage = useInPage(engine, budget, item.linkId);
  if (!view.shown || !inPage) return null;
  if (item.type === 'group') {
    return (
      <Fieldset legend={item.text} data-link-id={item.linkId}>
        <Stack gap="sm">
          <Items items={item.items ?? []} />
        </Stack>
      </Fieldset>
    );
  }
  if (item.type === 'display') return <Text size="sm">{item.text}</Text>;
  // Once a resolved date has been saved, the wound stays resolved (SPEC §2/§4).
  const locked = item.woundStatusOf ? !woundToggleEnabled(dateOf(saved[item.woundStatusOf.resolvedDate])) : false;
  const common = { label: item.text, withAsterisk: view.required, error: view.error, disabled: readOnly || locked };
  return (
    <div data-link-id={item.linkId}>
      <Field item={item} form={form} text={view.text} common={common} />
    </div>
  );
});

export function Items({ items }: { items: readonly QuestionnaireItem[] }) {
  return (
    <>
      {items.map((item) => (
        <ItemNode key={item.linkId} item={item} />
      ))}
    </>
  );
}

const dateOf = (answer: Answers[string] | undefined): string | null => (typeof answer?.[0] === 'string' ? answer[0] : null);

interface FieldProps {
  item: QuestionnaireItem;
  form: Form;
  /** A worked-out item's value, or an attachment item's files (item-views.ts). */
  text: string | undefined;
  common: { label: string; withAsterisk: boolean; error: string | undefined; disabled: boolean };
}

function Field({ item, form, text, common }: FieldProps) {
  const name = item.linkId;
  if (item.calculated) {
    return <TextInput label={common.label} value={text ?? ''} readOnly description="Length × width" />;
  }
  switch (item.type) {
    case 'coding':
      if (item.woundStatusOf) {
        return (
          <Controller
            name={name}
            control={form.control}
            render={({ field }) => (
              <Input.Wrapper {...common} id={`${name}-toggle`} description={common.disabled ? 'Resolved wounds stay resolved.' : undefined}>
                <div>
                  <SegmentedControl
                    mt={4}
                    aria-label={common.label}
                    value={(field.value as string) || ''}
                    onChange={field.onChange}
                    disabled={common.disabled}
                    data={item.answerOptions?.map((o) => ({ value: o.code, label: o.display })) ?? []}
                  />
                </div>
              </Input.Wrapper>
            )}
          />
        );
      }
      return item.repeats ? (
        <Controller
          name={name}
          control={form.control}
          render={({ field }) => (
            <Checkbox.Group {...common} value={(field.value as string[]) ?? []} onChange={field.onChange}>
              <Group gap="md" mt={4}>
                {item.answerOptions?.map((o) => (
                  <Checkbox key={o.code} value={o.code} label={o.display} disabled={common.disabled} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
      ) : (item.answerOptions?.length ?? 0) <= RADIO_LIMIT ? (
        <Controller
          name={name}
          control={form.control}
          render={({ field }) => (
            <Radio.Group {...common} value={(field.value as string) || null} onChange={field.onChange}>
              <Group gap="md" mt={4}>
                {item.answerOptions?.map((o) => (
                  <Radio key={o.code} value={o.code} label={o.display} disabled={common.disabled} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
      ) : (
        <Controller
          name={name}
          control={form.control}
          render={({ field }) => (
            <Select
              {...common}
              data={item.answerOptions?.map((o) => ({ value: o.code, label: o.display })) ?? []}
              value={(field.value as string) || null}
              onChange={(value) => field.onChange(value ?? '')}
              clearable={!common.withAsterisk}
              searchable
              comboboxProps={LIST_ONLY_WHEN_OPEN}
            />
          )}
        />
      );
    case 'boolean':
      return (
        <Controller
          name={name}
          control={form.control}
          render={({ field }) => (
            <Radio.Group
              {...common}
              value={field.value === true ? 'true' : field.value === false ? 'false' : null}
              onChange={(value) => field.onChange(value === 'true')}
            >
              <Group gap="md" mt={4}>
                <Radio value="true" label="Yes" disabled={common.disabled} />
                <Radio value="false" label="No" disabled={common.disabled} />
              </Group>
            </Radio.Group>
          )}
        />
      );
    case 'quantity':
      return (
        <Controller
          name={name}
          control={form.control}
          render={({ field }) => {
            const quantity = (field.value as QuantityField) ?? { value: '', unit: item.units?.[0] ?? '' };
            const units = item.units ?? [];
            return (
              <Group gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  {...common}
                  inputMode="decimal"
                  value={quantity.value}
                  onChange={(event) => field.onChange({ ...quantity, value: event.currentTarget.value })}
                  onBlur={field.onBlur}
                  rightSection={units.length === 1 ? <Text size="sm">{units[0]}</Text> : undefined}
                  style={{ flex: 1 }}
                />
                {units.length > 1 ? (
                  <Select
                    label="Unit"
                    aria-label={`${item.text} unit`}
                    data={units}
                    value={quantity.unit}
                    onChange={(unit) => field.onChange({ ...quantity, unit: unit ?? units[0] ?? '' })}
                    allowDeselect={false}
                    w={90}
                    disabled={common.disabled}
                    comboboxProps={LIST_ONLY_WHEN_OPEN}
                  />
                ) : null}
              </Group>
            );
          }}
        />
      );
    case 'attachment':
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {common.label}
          </Text>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
      );
    default:
      return <TextField item={item} form={form} common={common} />;
  }
}

const PLACEHOLDER: Partial<Record<QuestionnaireItem['type'], string>> = { date: 'MM/DD/YYYY', time: 'hh:mm AM' };
const INPUT_MODE: Partial<Record<QuestionnaireItem['type'], 'numeric' | 'decimal'>> = { integer: 'numeric', decimal: 'decimal' };

/** Text, numbers, dates and times: what is typed, tidied on blur (trimmed, whitespace collapsed). */
function TextField({ item, form, common }: Omit<FieldProps, 'text'>) {
  const name = item.linkId;
  const registered = form.register(name);
  const multiline = item.type === 'text';
  const onBlur = (event: React.FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const tidy = normalizeText(event.currentTarget.value, multiline);
    if (tidy !== event.currentTarget.value) form.setValue(name, tidy, { shouldValidate: form.formState.isSubmitted, shouldDirty: true });
    void registered.onBlur(event);
  };
  if (multiline) return <Textarea {...common} {...registered} onBlur={onBlur} rows={3} maxLength={item.maxLength ?? 10_000} />;
  return (
    <TextInput
      {...common}
      {...registered}
      onBlur={onBlur}
      type={item.type === 'dateTime' ? 'datetime-local' : 'text'}
      placeholder={PLACEHOLDER[item.type]}
      inputMode={INPUT_MODE[item.type]}
      maxLength={item.type === 'string' ? (item.maxLength ?? 10_000) : undefined}
    />
  );
}
