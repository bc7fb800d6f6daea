// A code system's file forms (SPEC §2 code systems: import and export): FHIR R4 JSON (the mapping is
// src/domain/terminology/code-system-files.ts) and CSV with the columns code, display, status and
// category, written by csv-stringify (formulas escaped, so a display beginning with '=' cannot run
// in a spreadsheet) and read by csv-parse. Each row read is checked by the code's own schema
// (concept-input.ts): a file with a bad row is refused whole, naming the row and the field.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import * as v from 'valibot';
import {
  csvColumns,
  type ImportRead,
  type ImportRow,
  membersOfCell,
  normalizeStatus,
  readFhirCodes,
  toFhirCodeSystem,
} from '../../../src/domain/terminology/code-system-files.ts';
import type { CodeSystemDefinition, Concept } from '../../../src/domain/terminology/code-systems.ts';
import { conceptOf, conceptSchema } from '../../../src/domain/terminology/concept-input.ts';
import { badInput } from '../../errors.ts';

export const CODE_SYSTEM_FORMATS = ['fhir', 'csv'] as const;
export type CodeSystemFormat = (typeof CODE_SYSTEM_FORMATS)[number];

/** The largest file taken in (characters): a formulary of some 20,000 codes. */
export const IMPORT_MAX_CHARS = 2_000_000;
/** The most codes one file may bring. */
export const IMPORT_MAX_ROWS = 20_000;

export interface CodeSystemFile {
  fileName: string;
  mediaType: string;
  content: string;
}

export function writeCodeSystemFile(
  definition: CodeSystemDefinition,
  concepts: readonly Concept[],
  publishedVersion: number,
  format: CodeSystemFormat,
): CodeSystemFile {
  if (format === 'fhir') {
    return {
      fileName: `${definition.id}.codesystem.json`,
      mediaType: 'application/fhir+json',
      content: `${JSON.stringify(toFhirCodeSystem(definition, concepts, publishedVersion), null, 2)}\n`,
    };
  }
  const rows = concepts.map((c) => [
    c.code,
    c.display,
    c.status,
    c.category ?? '',
    ...(definition.membersFrom ? [(c.members ?? []).join(' ')] : []),
  ]);
  return {
    fileName: `${definition.id}.csv`,
    mediaType: 'text/csv',
    content: stringify([csvColumns(definition), ...rows], { escape_formulas: true }),
  };
}

function readCsvCodes(text: string): ImportRead {
  let records: Record<string, string>[];
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    return { ok: false, message: `The file is not valid CSV (${error instanceof Error ? error.message : 'unreadable'}).` };
  }
  if (records.length === 0) return { ok: false, message: 'The file holds no codes.' };
  const first = records[0] ?? {};
  if (!('code' in first) || !('display' in first)) return { ok: false, message: "The CSV file needs the columns 'code' and 'display'." };
  return {
    ok: true,
    rows: records.map((r) => ({
      code: r.code,
      display: r.display,
      status: r.status,
      category: r.category === '' ? undefined : r.category,
      ...(r.members === undefined ? {} : { members: membersOfCell(r.members) }),
    })),
  };
}

/** The concepts a file brings, each checked by the code's schema; BAD_USER_INPUT on 'content' naming the first bad row. */
export function readCodeSystemFile(definition: CodeSystemDefinition, format: CodeSystemFormat, content: string): Concept[] {
  if (content.length > IMPORT_MAX_CHARS)
    throw badInput(`The file is larger than ${IMPORT_MAX_CHARS.toLocaleString('en-US')} characters.`, 'content');
  const read = format === 'fhir' ? readFhirCodes(content) : readCsvCodes(content);
  if (!read.ok) throw badInput(read.message, 'content');
  if (read.rows.length > IMPORT_MAX_ROWS)
    throw badInput(`The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} codes.`, 'content');
  const schema = conceptSchema(definition);
  const seen = new Set<string>();
  return read.rows.map((row: ImportRow, index) => {
    const result = v.safeParse(schema, { ...row, status: normalizeStatus(row.status) });
    const at = `Row ${index + 1}`;
    if (!result.success) {
      const issue = result.issues[0];
      throw badInput(`${at}: ${v.getDotPath(issue) ?? 'code'}: ${issue.message}`, 'content');
    }
    const concept = conceptOf(result.output);
    if (seen.has(concept.code)) throw badInput(`${at}: code: ${concept.code} appears twice in the file`, 'content');
    seen.add(concept.code);
    return concept;
  });
}
