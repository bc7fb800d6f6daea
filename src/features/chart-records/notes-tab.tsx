// SPEC §2 chart tab 'Communication & Notes': the patient's notes newest first (date, topic, author,
// text), narrowed to a topic or a word of the text, 25 at a time; 'Add note' files a new one under a
// topic of the 'communication-topics' code system.
import { Badge, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sortTopics } from '../../domain/chart/communication-topics';
import { formatDateTime } from '../../domain/format';
import { SearchableList } from '../../ui/list/searchable-list';
import { Section } from '../../ui/section';
import { type NoteItem, noteListQuery, topicListQuery } from './chart-records-api';
import { AddRecord } from './components/add-record';
import { RecordRow } from './components/record-row';
import { NoteFormView } from './note-form';
import type { ChartRecordTabProps } from './record-props';

function NoteRow({ note }: { note: NoteItem }) {
  return (
    <RecordRow
      heading={formatDateTime(note.sent)}
      badges={
        <Badge variant="light" color="brand" radius="sm" tt="none" size="lg" styles={{ label: { color: 'var(--mantine-color-dark-8)' } }}>
          {note.topicDisplay}
        </Badge>
      }
      meta={note.author ? `By ${note.author}` : null}
    >
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{note.text}</Text>
    </RecordRow>
  );
}

export function NotesTab({ patientId, onChanged }: ChartRecordTabProps) {
  const [topic, setTopic] = useState<string | null>(null);
  const topics = useQuery(topicListQuery());
  const options = sortTopics(topics.data ?? []).map((t) => ({ value: t.code, label: t.display }));
  return (
    <Section
      title="Communication & Notes"
      action={
        <AddRecord label="Add note" title="New note" operation="Mutation.addPatientNote">
          {(close) => <NoteFormView patientId={patientId} onDone={close} onChanged={onChanged} />}
        </AddRecord>
      }
    >
      <SearchableList
        label="Notes"
        searchLabel="Search notes"
        searchPlaceholder="A word of the note"
        query={noteListQuery(patientId, topic)}
        rowKey={(n) => n.id}
        renderRow={(n) => <NoteRow note={n} />}
        filters={
          <Select
            label="Topic"
            placeholder="All topics"
            data={options}
            value={topic}
            onChange={setTopic}
            clearable
            maw={320}
            comboboxProps={{ withinPortal: false }}
          />
        }
      />
    </Section>
  );
}
