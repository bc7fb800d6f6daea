// SPEC §5/§9 uploads: at most 1,048,000 bytes a file, 120,000 ms a request and no automatic
// retry; a limited number of files at once; each file needs a document type, chosen for the user
// when there is only one; and the words of SPEC §5 for what goes wrong.
import { ALLOWED_FILE_TYPES_TEXT } from './file-types';

/** SPEC §9 'Max file size 1048000'. */
export const UPLOAD_MAX_FILE_SIZE = 1_048_000;
/** SPEC §9 'Upload timeout 120000 ms, no retries'. */
export const UPLOAD_TIMEOUT_MS = 120_000;
/** The longest file name kept as a document's title. */
export const TITLE_MAX = 255;

const bytes = (n: number) => n.toLocaleString('en-US');

export const UPLOAD_MESSAGES = {
  /** SPEC §5: the hint under the zone. */
  maxFilesAllowed: (n: number) => `Maximum ${n} files allowed`,
  /** SPEC §5: a drop that would pass the limit. */
  tooManyFiles: (n: number) => `Sorry, you cannot upload more than ${n} files`,
  /** SPEC §5: a failed upload, with the reason. */
  failed: (error: string) => `${error.trim().replace(/[.\s]+$/, '') || 'Something went wrong'}. You can either retry or cancel it`,
  tooLarge: `The file is too large (max ${bytes(UPLOAD_MAX_FILE_SIZE)} bytes)`,
  empty: 'The file is empty',
  notAllowed: `This type of file is not allowed: upload a ${ALLOWED_FILE_TYPES_TEXT} file`,
  timedOut: 'The upload took longer than 2 minutes',
  /** What a refused file was: '<name>: <why>'. */
  refused: (name: string, why: string) => `${name}: ${why}`,
} as const;

/** Why a file of this size cannot be uploaded, or null. */
export function sizeProblem(size: number, max = UPLOAD_MAX_FILE_SIZE): string | null {
  if (size <= 0) return UPLOAD_MESSAGES.empty;
  if (size > max) return max === UPLOAD_MAX_FILE_SIZE ? UPLOAD_MESSAGES.tooLarge : `The file is too large (max ${bytes(max)} bytes)`;
  return null;
}

/** SPEC §5: null when `adding` more files keep the zone within `max`, else the message. */
export function fileCountProblem(current: number, adding: number, max: number): string | null {
  return current + adding > max ? UPLOAD_MESSAGES.tooManyFiles(max) : null;
}

/** SPEC §5 'auto if one option': the type a new file gets. */
export const defaultDocumentType = (options: readonly { value: string }[]): string | null =>
  options.length === 1 ? (options[0]?.value ?? null) : null;

/**
 * A document's title from the file's name: no directory part (some browsers send a path), no
 * control characters, whitespace collapsed, at most TITLE_MAX characters; 'Document' when
 * nothing is left.
 */
export function documentTitle(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const clean = withoutControlCharacters(base).replace(/\s+/g, ' ').trim();
  return clean.slice(0, TITLE_MAX) || 'Document';
}

/** The text without control characters (C0 and DEL): nothing that could break a header or a line. */
export const withoutControlCharacters = (text: string): string =>
  [...text]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join('');
