// A section of a form (a top-level group, form-layout.ts): its legend folds and unfolds it;
// folded, one line says how much of it is answered and what is still missing or to correct.
import { Fieldset, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { memo } from 'react';
import type { QuestionnaireItem } from '../../domain/forms/questionnaire';
import { useFormContext, useItemView } from './form-context';
import { Items } from './form-items';
import { summaryText } from './form-layout';

interface SectionProps {
  item: QuestionnaireItem;
  open: boolean;
  onToggle: (linkId: string) => void;
}

export const FormSection = memo(function FormSection({ item, open, onToggle }: SectionProps) {
  const { engine } = useFormContext();
  const view = useItemView(engine, item.linkId);
  if (!view.shown) return null;
  const contentId = `${item.linkId}-section`;
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Fieldset
      data-link-id={item.linkId}
      legend={
        <UnstyledButton aria-expanded={open} aria-controls={contentId} onClick={() => onToggle(item.linkId)} fw={500}>
          <Group gap={4} wrap="nowrap">
            <Chevron size={16} aria-hidden />
            {item.text}
          </Group>
        </UnstyledButton>
      }
    >
      {open ? (
        <Stack gap="sm" id={contentId}>
          <Items items={item.items ?? []} />
        </Stack>
      ) : (
        <Text id={contentId} size="sm" c={view.summary && view.summary.errors > 0 ? 'red.8' : 'dimmed'}>
          {view.summary ? summaryText(view.summary) : null}
        </Text>
      )}
    </Fieldset>
  );
});
