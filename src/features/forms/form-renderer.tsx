// The form renderer (issue 4): any questionnaire, every item type, nested groups, with the
// visibility and required rules applied live as the clinician answers (a hidden item is not in
// the page and never blocks submit), SPEC §5's messages, text trimmed and whitespace collapsed
// on blur, dates as MM/DD/YYYY and times as hh:mm AM. react-hook-form holds the inputs; the
// valibot schema of form-schema.ts checks them. onChange hears the answers after every change
// (autosave); onSubmit gets the answers kept once the form is valid.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Checkbox, Fieldset, Group, Input, Radio, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Controller, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { normalizeText } from '../../domain/forms/answers';
import type { Answers, Attachment, Questionnaire, QuestionnaireItem } from '../../domain/forms/questionnaire';
import { type FormState, formState } from '../../domain/forms/rules';
import { calculatedAnswer } from '../../domain/forms/submit';
import { woundToggleEnabled } from '../../domain/forms/wound-status';
import { questionnaireSchema } from './form-schema';
import { type FormValues, type QuantityField, toAnswers, toFormValues } from './form-values';

export interface FormRendererProps {
  questionnaire: Questionnaire;
  /** The answers to start from (a draft, or the previous visit's for interval history). */
  answers: Answers;
  onSubmit: (answers: Answers) => void | Promise<void>;
  /** Every change, with the answers kept (hidden items' dropped). */
  onChange?: (answers: Answers) => void;
  submitLabel?: string;
  readOnly?: boolean;
  /** The answers last submitted (the wound status toggle is disabled once a resolved date was saved). */
  savedAnswers?: Answers;
}

type Form = UseFormReturn<FormValues, unknown, Answers>;

const NO_ANSWERS: Answers = {};

/** Few choices show as radio buttons; more as a list. */
const RADIO_LIMIT = 4;

export function FormRenderer({
  questionnaire,
  answers,
  onSubmit,
  onChange,
  submitLabel = 'Save',
  readOnly = false,
  savedAnswers = NO_ANSWERS,
}: FormRendererProps) {
  const schema = useMemo(() => questionnaireSchema(questionnaire), [questionnaire]);
  const form = useForm<FormValues, unknown, Answers>({
    resolver: valibotResolver(schema),
    defaultValues: toFormValues(questionnaire, answers),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control }) as FormValues;
  const state = useMemo(() => formState(questionnaire, toAnswers(questionnaire, values).answers), [questionnaire, values]);

  const changed = useRef(onChange);
  changed.current = onChange;
  // Only real changes are reported: a re-render (a submit's validation, say) with the same
  // answers is not one, so autosave never writes after the form was submitted.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    const now = JSON.stringify(state.answers);
    if (reported.current === null) reported.current = now;
    else if (now !== reported.current) {
      reported.current = now;
      changed.current?.(state.answers);
    }
  }, [state.answers]);

  return (
    <form noValidate aria-label={questionnaire.title} onSubmit={form.handleSubmit(onSubmit)}>
      <Stack gap="md">
        <Items
          items={questionnaire.items}
          form={form}
          state={state}
          values={values}
          readOnly={readOnly}
          saved={savedAnswers}
          signatures={itemSignatures(questionnaire.items, state, form.formState.errors, values)}
        />
        {readOnly ? null : (
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

interface ItemsProps {
  items: readonly QuestionnaireItem[];
  form: Form;
  state: FormState;
  values: FormValues;
  readOnly: boolean;
  saved: Answers;
  /** Per item, what its rendering depends on besides its own input (see itemSignatures). */
  signatures: ReadonlyMap<string, string>;
}

/**
 * What an item's rendering depends on beyond the input it holds (which its own Controller or
 * register watches): whether it and its descendants are shown and required, their messages, and
 * the values of items drawn from the form's values (worked-out and attachment items). An item
 * whose signature did not change is not rendered again on a keystroke elsewhere: on a 252-item
 * form that is the difference between re-rendering one field and all of them.
 */
function itemSignatures(
  items: readonly QuestionnaireItem[],
  state: FormState,
  errors: Form['formState']['errors'],
  values: FormValues,
  into = new Map<string, string>(),
): Map<string, string> {
  for (const item of items) {
    const own = `${state.visible.has(item.linkId) ? 'v' : '-'}${state.required.has(item.linkId) ? 'r' : '-'}${errors[item.linkId]?.message ?? ''}`;
    let signature = own;
    if (item.calculated) signature += JSON.stringify(calculatedAnswer(item, state.answers) ?? null);
    if (item.type === 'attachment') signature += JSON.stringify(values[item.linkId] ?? null);
    if (item.items) {
      itemSignatures(item.items, state, errors, values, into);
      signature += `[${item.items.map((child) => into.get(child.linkId)).join('|')}]`;
    }
    into.set(item.linkId, signature);
  }
  return into;
}

function Items({ items, ...rest }: ItemsProps) {
  return (
    <>
      {items.map((item) =>
        rest.state.visible.has(item.linkId) ? (
          <ItemView key={item.linkId} item={item} signature={rest.signatures.get(item.linkId) ?? ''} {...rest} />
        ) : null,
      )}
    </>
  );
}

type ItemViewProps = Omit<ItemsProps, 'items'> & { item: QuestionnaireItem; signature: string };

/** Rendered again only when the item's signature (or the form's settings) changed. */
const ItemView = memo(
  ItemViewOf,
  (a: ItemViewProps, b: ItemViewProps) =>
    a.item === b.item && a.signature === b.signature && a.readOnly === b.readOnly && a.saved === b.saved && a.form === b.form,
);

function ItemViewOf({ item, form, state, values, readOnly, saved, signatures }: ItemViewProps) {
  if (item.type === 'group') {
    return (
      <Fieldset legend={item.text} data-link-id={item.linkId}>
        <Stack gap="sm">
          <Items
            items={item.items ?? []}
            form={form}
            state={state}
            values={values}
            readOnly={readOnly}
            saved={saved}
            signatures={signatures}
          />
        </Stack>
      </Fieldset>
    );
  }
  if (item.type === 'display') return <Text size="sm">{item.text}</Text>;
  const common = {
    label: item.text,
    withAsterisk: state.required.has(item.linkId),
    error: form.formState.errors[item.linkId]?.message,
    disabled: readOnly,
  };
  // Once a resolved date has been saved, the wound stays resolved (SPEC §2/§4).
  const locked = item.woundStatusOf ? !woundToggleEnabled(dateOf(saved[item.woundStatusOf.resolvedDate])) : false;
  return (
    <div data-link-id={item.linkId}>
      <Field item={item} form={form} values={values} answers={state.answers} common={{ ...common, disabled: common.disabled || locked }} />
    </div>
  );
}

const dateOf = (answer: Answers[string] | undefined): string | null => (typeof answer?.[0] === 'string' ? answer[0] : null);

interface FieldProps {
  item: QuestionnaireItem;
  form: Form;
  values: FormValues;
  /** The answers the inputs hold now (for worked-out items). */
  answers: Answers;
  common: { label: string; withAsterisk: boolean; error: string | undefined; disabled: boolean };
}

function Field({ item, form, values, answers, common }: FieldProps) {
  const name = item.linkId;
  if (item.calculated) {
    const value = calculatedAnswer(item, answers)?.[0];
    return <TextInput label={common.label} value={value === undefined ? '' : String(value)} readOnly description="Length × width" />;
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
                  />
                ) : null}
              </Group>
            );
          }}
        />
      );
    case 'attachment': {
      const files = (values[name] as Attachment[] | undefined) ?? [];
      return (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {common.label}
          </Text>
          <Text size="sm" c="dimmed">
            {files.length > 0 ? files.map((f) => f.title).join(', ') : 'None'}
          </Text>
        </Stack>
      );
    }
    default:
      return <TextField item={item} form={form} common={common} />;
  }
}

const PLACEHOLDER: Partial<Record<QuestionnaireItem['type'], string>> = { date: 'MM/DD/YYYY', time: 'hh:mm AM' };
const INPUT_MODE: Partial<Record<QuestionnaireItem['type'], 'numeric' | 'decimal'>> = { integer: 'numeric', decimal: 'decimal' };

/** Text, numbers, dates and times: what is typed, tidied on blur (trimmed, whitespace collapsed). */
function TextField({ item, form, common }: Omit<FieldProps, 'values' | 'answers'>) {
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
