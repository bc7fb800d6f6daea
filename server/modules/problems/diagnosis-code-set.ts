// The ICD-10-CM code set of the Problems List (SPEC §3 'icd10CmCode, title'): the wound-care
// blocks of the official CDC/NCHS release, read once from icd10cm-wound-care.json (its header
// names the release and the blocks). A search term is words, every one of which must match: a
// word matches when a title word starts with it, or when the code (dots ignored) starts with it,
// so 'l89.15', 'L8915', 'pressure heel stage 3' and 'diab foot' all find what a coder expects.
// Case-insensitive; results in code order.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface DiagnosisCodeEntry {
  code: string;
  title: string;
  billable: boolean;
}

interface CodeSetFile {
  source: string;
  retrieved: string;
  codes: DiagnosisCodeEntry[];
}

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'icd10cm-wound-care.json');
const codeSet = JSON.parse(readFileSync(file, 'utf8')) as CodeSetFile;

/** What the search compares, per entry: the code without its dot and the title's words, lower case. */
interface Indexed {
  entry: DiagnosisCodeEntry;
  code: string;
  words: string[];
}

const compact = (text: string) => text.toLowerCase().replace(/\./g, '');
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const INDEX: readonly Indexed[] = codeSet.codes.map((entry) => ({ entry, code: compact(entry.code), words: wordsOf(entry.title) }));
const BY_CODE = new Map(codeSet.codes.map((entry) => [entry.code, entry]));

export const CODE_SET_SOURCE = codeSet.source;

/** The entry of an exact code ('L89.153'), or null when the code set has no such code. */
export const findDiagnosisCode = (code: string): DiagnosisCodeEntry | null => BY_CODE.get(code.trim().toUpperCase()) ?? null;

/** The search words of a term: split on spaces and punctuation other than the code's dot. */
function termWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^a-z0-9.]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
}

function matches(item: Indexed, words: readonly string[]): boolean {
  return words.every(
    (word) => item.code.startsWith(compact(word)) || wordsOf(word).every((part) => item.words.some((w) => w.startsWith(part))),
  );
}

/** The entries a term finds, in code order; no term (or only punctuation) finds every entry. */
export function searchDiagnosisCodes(term: string | null, options: { billableOnly?: boolean } = {}): DiagnosisCodeEntry[] {
  const words = term ? termWords(term) : [];
  return INDEX.filter((item) => (!options.billableOnly || item.entry.billable) && matches(item, words)).map((item) => item.entry);
}

/** How many codes the set holds (and how many of them are billable). */
export const codeSetSize = () => ({ all: INDEX.length, billable: INDEX.filter((i) => i.entry.billable).length });
