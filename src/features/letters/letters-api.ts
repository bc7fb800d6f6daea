// The PCP letters' calls (SPEC §2 /missed-appointments, /made-encounters): one key factory, the
// range's letters a page at a time, read again as the server says a letter was sent or failed
// (onPcpLetterChanged), so a row turns Sent or Failed as the server faxes it; the bulk send; and
// a sent letter's PDF.
import { infiniteQueryOptions, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { downloadFile } from '../../api/file-transfer';
import { request } from '../../api/graphql-client';
import { subscribe } from '../../api/subscriptions';
import type { LetterKind, LetterRange } from '../../domain/letters/pcp-letters';
import { PAGE_SIZE } from '../../domain/paged-list';
import type { PcpLetterListQuery } from '../../gql/graphql';
import { openFile } from '../../ui/open-file';
import { PcpLetterChangedDocument, PcpLetterListDocument, SendPcpLettersDocument } from './letters-documents';

export type LetterPage = PcpLetterListQuery['PcpLetterList'];
export type LetterRow = LetterPage['rows'][number];
export type LetterCounts = LetterPage['counts'];

/** While letters are queued, how often the list is read even when no change is heard (a socket that is down). */
export const QUEUED_FALLBACK_POLL_MS = 15_000;
/** Changes heard within this time are one read of the list. */
export const CHANGE_READ_MS = 300;

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
    refetchInterval: (query) => ((query.state.data?.pages[0]?.counts.inProgress ?? 0) > 0 ? QUEUED_FALLBACK_POLL_MS : false),
  });

/** The kind's letters read again shortly after the server says one was sent or failed (by anyone's send). */
export function usePcpLetterChanges(kind: LetterKind): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | null = null;
    const stop = subscribe(PcpLetterChangedDocument, { kind }, () => {
      pending ??= setTimeout(() => {
        pending = null;
        void queryClient.invalidateQueries({ queryKey: lettersKeys.kind(kind) });
      }, CHANGE_READ_MS);
    });
    return () => {
      stop();
      if (pending) clearTimeout(pending);
    };
  }, [kind, queryClient]);
}

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
