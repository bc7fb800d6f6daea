// The kinds of file a document may be (DESIGN §8 'Files'): decided on the server by the type
// sniffed from the bytes, never by the name or the type the browser claims; the browser's
// picker offers the same list by extension, as a convenience.

export interface AllowedFileType {
  /** The sniffed MIME type, as stored and served. */
  mime: string;
  /** Other MIME types the sniffer gives for the same kind of file. */
  aliases?: readonly string[];
  extensions: readonly string[];
  label: string;
}

export const ALLOWED_FILE_TYPES: readonly AllowedFileType[] = [
  { mime: 'application/pdf', extensions: ['.pdf'], label: 'PDF' },
  { mime: 'image/png', extensions: ['.png'], label: 'PNG' },
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPEG' },
  { mime: 'image/tiff', extensions: ['.tif', '.tiff'], label: 'TIFF' },
  // Phone cameras' photos; the sniffer names some of them HEIF.
  {
    mime: 'image/heic',
    aliases: ['image/heif', 'image/heic-sequence', 'image/heif-sequence'],
    extensions: ['.heic', '.heif'],
    label: 'HEIC',
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
    label: 'Word (DOCX)',
  },
];

/** The allowed kind of a sniffed MIME type, or null (unknown bytes, HTML, SVG, executables, …). */
export function allowedFileType(sniffed: string | null | undefined): AllowedFileType | null {
  if (!sniffed) return null;
  return ALLOWED_FILE_TYPES.find((t) => t.mime === sniffed || t.aliases?.includes(sniffed)) ?? null;
}

/** 'PDF, PNG, JPEG, TIFF, HEIC or Word (DOCX)'. */
export const ALLOWED_FILE_TYPES_TEXT = `${ALLOWED_FILE_TYPES.slice(0, -1)
  .map((t) => t.label)
  .join(', ')} or ${ALLOWED_FILE_TYPES.at(-1)?.label ?? ''}`;

/** The picker's accept map (MIME type → extensions). */
export const ACCEPTED_FILES: Readonly<Record<string, string[]>> = Object.fromEntries(
  ALLOWED_FILE_TYPES.map((t) => [t.mime, [...t.extensions]]),
);
