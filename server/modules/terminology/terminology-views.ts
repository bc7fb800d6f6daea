// Code systems as the GraphQL schema shows them (terminology.graphql): plain JSON.
import { type CodeSystemDefinition, valueSetUrl } from '../../../src/domain/terminology/code-systems.ts';
import type { CodeSystemRow, ConceptRow, VersionRow } from './terminology-repository.ts';

export interface CodeSystemView {
  id: string;
  url: string;
  title: string;
  kind: string;
  noun: string;
  categories: string[] | null;
  membersFrom: string | null;
  draftVersion: number;
  publishedVersion: number;
  draftChanged: boolean;
  concepts: { code: string; display: string; status: string; category: string | null; members: string[] | null }[];
  versions: { version: number; status: string; publishedAt: string; publishedBy: string | null; count: number }[];
}

export const summaryView = (definition: CodeSystemDefinition, row: CodeSystemRow | undefined) => ({
  id: definition.id,
  url: valueSetUrl(definition.id),
  title: definition.title,
  kind: definition.kind,
  publishedVersion: row?.publishedVersion ?? 0,
  draftChanged: row?.draftChanged ?? false,
});

export const codeSystemView = (
  definition: CodeSystemDefinition,
  row: CodeSystemRow,
  concepts: readonly ConceptRow[],
  versions: readonly VersionRow[],
): CodeSystemView => ({
  ...summaryView(definition, row),
  noun: definition.noun,
  categories: definition.categories ? [...definition.categories] : null,
  membersFrom: definition.membersFrom ?? null,
  draftVersion: row.draftVersion,
  concepts: concepts.map((c) => ({ code: c.code, display: c.display, status: c.status, category: c.category, members: c.members })),
  versions: versions.map((v) => ({
    version: v.version,
    status: v.status,
    publishedAt: v.publishedAt.toISOString(),
    publishedBy: v.publishedBy,
    count: v.count,
  })),
});
