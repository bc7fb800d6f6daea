// A Content-Disposition header for a file the server sends (RFC 6266): a plain ASCII filename
// for old clients, and the exact name as RFC 5987 UTF-8 for the rest. Quotes, backslashes and
// control characters never reach the header.
import { withoutControlCharacters } from '../../src/domain/upload/upload-rules.ts';

export type Disposition = 'attachment' | 'inline';

export function contentDisposition(fileName: string, disposition: Disposition = 'attachment'): string {
  const clean = withoutControlCharacters(fileName).trim() || 'document';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
