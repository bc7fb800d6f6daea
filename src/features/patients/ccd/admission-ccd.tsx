// An admission's CCDs on the Admissions tab (SPEC §3 'CCD request', §7 canGenenerateCCD and
// GetCCDRequestList): each request with its status, its days and who asked, a ready one as a link
// to its document (SPEC §2 '…/ccd/documents/CCD/{documentId}'); 'Generate CCD' when the server
// says one may be asked for, with an optional range of days. Not shown to users barred from
// encounters (external, reviewer-readonly), whom the server refuses.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconFileCertificate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSessionUser } from '../../../api/use-session';
import { isBarredFromEncounters } from '../../../domain/access';
import {
  CCD_STATUS_COLORS,
  CCD_STATUS_LABELS,
  CcdRequestFormSchema,
  type CcdRequestFormValues,
  ccdRangeLabel,
  isCcdStatus,
} from '../../../domain/ccd/ccd-request';
import { formatCalendarDate, formatDateTime } from '../../../domain/format';
import { DateField } from '../../../ui/form/date-field';
import { SchemaForm } from '../../../ui/form/schema-form';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { LinkAnchor } from '../../../ui/link-anchor';
import { StatusBadge } from '../../../ui/status-badge';
import { type CcdRequestItem, canGenerateCcdQuery, ccdRequestsQuery, useRequestCcd } from './ccd-api';

function RequestRow({ patientId, admissionId, item }: { patientId: string; admissionId: string; item: CcdRequestItem }) {
  const { status, dateRange, userName } = item.requestDetails;
  const range = ccdRangeLabel(dateRange, formatCalendarDate);
  const ready = status === 'completed' && item.documentId;
  return (
    <Group gap="xs" wrap="wrap">
      {ready ? (
        <LinkAnchor
          to="/patients/$id/admissions/$admissionId/ccd/documents/CCD/$documentId"
          params={{ id: patientId, admissionId, documentId: item.documentId ?? '' }}
          size="sm"
        >
          CCD · {range}
        </LinkAnchor>
      ) : (
        <Text size="sm">CCD · {range}</Text>
      )}
      {isCcdStatus(status) ? <StatusBadge label={CCD_STATUS_LABELS[status]} color={CCD_STATUS_COLORS[status]} size="sm" /> : null}
      <Text size="xs" c="dimmed">
        {userName}, {formatDateTime(item.createdAt)}
      </Text>
      {item.error ? (
        <Text size="xs" c="red.9">
          {item.error}
        </Text>
      ) : null}
    </Group>
  );
}

function RequestForm({ admissionId, onDone }: { admissionId: string; onDone: () => void }) {
  const form = useSchemaForm(CcdRequestFormSchema, { defaultValues: { start: '', end: '' } });
  const requestCcd = useRequestCcd(admissionId);
  return (
    <SchemaForm
      form={form}
      label="Generate CCD"
      saveLabel="Generate"
      onSave={(values: CcdRequestFormValues) => requestCcd.mutateAsync(values)}
      onCancel={onDone}
      onSaved={onDone}
    >
      <Text size="sm">
        A Continuity of Care Document of this admission: problems, wound measurements and encounters. Leave the dates empty for the whole
        admission. You are notified when it is ready.
      </Text>
      <Group grow align="flex-start">
        <DateField control={form.control} name="start" label="From" />
        <DateField control={form.control} name="end" label="To" />
      </Group>
    </SchemaForm>
  );
}

export function AdmissionCcd({ patientId, admissionId }: { patientId: string; admissionId: string }) {
  const user = useSessionUser();
  const barred = isBarredFromEncounters(user);
  const { online } = useNetwork();
  const [open, setOpen] = useState(false);
  const requests = useQuery({ ...ccdRequestsQuery(admissionId), enabled: !barred });
  const can = useQuery({ ...canGenerateCcdQuery(admissionId), enabled: !barred });
  const items = requests.data?.requests ?? [];
  if (barred || (items.length === 0 && !can.data?.canGenerate)) return null;
  return (
    <Stack gap={4}>
      {items.map((item) => (
        <RequestRow key={item.id} patientId={patientId} admissionId={admissionId} item={item} />
      ))}
      {can.data?.canGenerate ? (
        <Group>
          <Button
            size="xs"
            variant="default"
            disabled={!online}
            leftSection={<IconFileCertificate size={14} aria-hidden />}
            onClick={() => setOpen(true)}
          >
            Generate CCD
          </Button>
        </Group>
      ) : null}
      <Modal opened={open} onClose={() => setOpen(false)} title="Generate CCD" closeButtonProps={{ 'aria-label': 'Close' }}>
        {open ? <RequestForm admissionId={admissionId} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </Stack>
  );
}
