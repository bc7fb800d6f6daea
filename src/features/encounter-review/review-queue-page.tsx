// SPEC §2 /encounters-review (visible by a reviewer check): signed encounters to review, oldest
// signature first, 25 at a time; the tabs are where they stand (to review, amendment requested,
// approved), kept in the address bar. Each row opens the encounter's review.
import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { visitTypeLabel } from '../../domain/appointment-status';
import { REVIEW_QUEUE_STATE_CODES, REVIEW_QUEUE_STATES, type ReviewQueueState } from '../../domain/encounters/reviews';
import { formatDateTime } from '../../domain/format';
import { LinkAnchor } from '../../ui/link-anchor';
import { SearchableList } from '../../ui/list/searchable-list';
import { type QueueItem, reviewQueueQuery } from './review-api';
import { ReviewStateBadge } from './review-state-badge';

function QueueRow({ item }: { item: QueueItem }) {
  const { encounter } = item;
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Stack gap={2}>
        <LinkAnchor to="/encounters-review/$encounterId" params={{ encounterId: encounter.id }} fw={600}>
          {item.patientName}
        </LinkAnchor>
        <Text size="sm">
          {visitTypeLabel(encounter.type)} · {item.clinicianName ?? 'No clinician'}
        </Text>
        <Text size="sm" c="dimmed">
          Signed {encounter.signedAt ? formatDateTime(encounter.signedAt) : '—'}
        </Text>
      </Stack>
      <ReviewStateBadge state={encounter.reviewState} />
    </Group>
  );
}

export function ReviewQueuePage({ state, onState }: { state: ReviewQueueState; onState: (state: ReviewQueueState) => void }) {
  return (
    <Stack gap="lg" maw={1040}>
      <Title order={1} size="h2">
        Encounters Review
      </Title>
      <SegmentedControl
        aria-label="Review state"
        data={REVIEW_QUEUE_STATE_CODES.map((code) => ({ value: code, label: REVIEW_QUEUE_STATES[code] }))}
        value={state}
        onChange={(next) => onState(next as ReviewQueueState)}
        w="fit-content"
        maw="100%"
      />
      <SearchableList
        label="Encounters to review"
        searchLabel="Search by patient"
        searchPlaceholder="A word of the patient's name"
        query={reviewQueueQuery(state)}
        rowKey={(i) => i.encounter.id}
        renderRow={(i) => <QueueRow item={i} />}
      />
    </Stack>
  );
}
