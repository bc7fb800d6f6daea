// The PCP letters' calls (SPEC §2 /missed-appointments, /made-encounters): one key factory, the
// range's letters a page at a time (read again every second while some are queued, so a row
// turns Sent or Failed as the server faxes it), the bulk send, and a sent letter's PDF.
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../api/file-transfer';
import { request } from '../../api/graphql-client';
import type { LetterKind, LetterRange } from '../../domain/letters/pcp-letters';
import { PAGE_SIZE } from '../../domain/paged-list';
import type { PcpLetterListQuery } from '../../gql/graphql';
import { openFile } from '../../ui/open-file';
import { PcpLetterListDocument, SendPcpLettersDocument } from './letters-documents';

export type LetterPage = PcpLetterListQuery['PcpLetterList'];
export type LetterRow = LetterPage['rows'][number];
export type LetterCounts = LetterPage['counts'];

/** How often the list is read again while letters are queued. */
export const QUEUED_POLL_MS = 1_000;

export const lettersKeys = {
  all: ['pcp-letters'] as const,
  kind: (kind: LetterKind) => ['pcp-letters', kind] as const,
  list: (kind: LetterKind, range: LetterRange) => ['pcp-letters', kind, range.from, range.to] as const,
};

export const pcpLettersQuery = (kind: LetterKind, range: LetterRange) =>
  infiniteQueryOptions({
    queryKey: lettersKeys.list(kind, range),
    queryFn: async ({ pageParam }) =>
      (await request(PcpLetterListDocument, { kind, from: range.from, to: range.to, offset: pageParam, first: PAGE_SIZE })).PcpLetterList,
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    refetchInterval: (query) => ((query.state.data?.pages[0]?.counts.inProgress ?? 0) > 0 ? QUEUED_POLL_MS : false),
  });

/** Queues every ready letter of the range; the list is read again (and then follows the queue). */
export async function sendPcpLetters(queryClient: QueryClient, kind: LetterKind, range: LetterRange): Promise<number> {
  const { queued } = (await request(SendPcpLettersDocument, { kind, from: range.from, to: range.to })).sendPcpLetters;
  await queryClient.invalidateQueries({ queryKey: lettersKeys.kind(kind) });
  return queued;
}

/** A sent letter is a document of the patient (category Letters): its PDF, fetched with the user's token. */
export async function openLetter(documentId: string): Promise<void> {
  openFile(await downloadFile(`/api/documents/${encodeURIComponent(documentId)}/content`));
}
