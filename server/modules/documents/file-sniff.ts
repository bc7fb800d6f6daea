// The content type of an uploaded file, from its bytes (file-type, used here only: STYLE rule
// 8). The name and the type the browser sent are never believed: a page or a script renamed
// to .pdf is refused, and a file is served with the type it really has.
import { fileTypeFromBuffer } from 'file-type';
import { type AllowedFileType, allowedFileType } from '../../../src/domain/upload/file-types.ts';

/** The allowed kind of these bytes, or null (unknown, or a kind documents may not be). */
export async function sniffFileType(bytes: Uint8Array): Promise<AllowedFileType | null> {
  const found = await fileTypeFromBuffer(bytes);
  return allowedFileType(found?.mime);
}
