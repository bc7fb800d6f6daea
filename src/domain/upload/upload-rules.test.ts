import { describe, expect, it } from 'vitest';
import { formatBytes } from '../format';
import { ACCEPTED_FILES, ALLOWED_FILE_TYPES_TEXT, allowedFileType } from './file-types';
import {
  defaultDocumentType,
  documentTitle,
  fileCountProblem,
  sizeProblem,
  UPLOAD_MAX_FILE_SIZE,
  UPLOAD_MESSAGES,
  UPLOAD_TIMEOUT_MS,
} from './upload-rules';

describe('upload limits (SPEC §9)', () => {
  it('allows at most 1,048,000 bytes a file and waits 120,000 ms', () => {
    expect(UPLOAD_MAX_FILE_SIZE).toBe(1_048_000);
    expect(UPLOAD_TIMEOUT_MS).toBe(120_000);
    expect(sizeProblem(1_048_000)).toBeNull();
    expect(sizeProblem(1_048_001)).toBe('The file is too large (max 1,048,000 bytes)');
    expect(sizeProblem(0)).toBe('The file is empty');
    expect(sizeProblem(11, 10)).toBe('The file is too large (max 10 bytes)');
  });

  it('writes sizes in Bytes/KB/MB/GB/TB', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(1023)).toBe('1023 Bytes');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(UPLOAD_MAX_FILE_SIZE)).toBe('1023.4 KB');
    expect(formatBytes(1024 ** 4 * 3)).toBe('3.0 TB');
    expect(formatBytes(1024 ** 5)).toBe('1024.0 TB');
  });
});

describe('SPEC §5 upload words', () => {
  it('limits the number of files with both messages', () => {
    expect(UPLOAD_MESSAGES.maxFilesAllowed(5)).toBe('Maximum 5 files allowed');
    expect(fileCountProblem(3, 2, 5)).toBeNull();
    expect(fileCountProblem(3, 3, 5)).toBe('Sorry, you cannot upload more than 5 files');
  });

  it("says '{error}. You can either retry or cancel it' without doubling the full stop", () => {
    expect(UPLOAD_MESSAGES.failed('No internet connection')).toBe('No internet connection. You can either retry or cancel it');
    expect(UPLOAD_MESSAGES.failed('The file is too large.')).toBe('The file is too large. You can either retry or cancel it');
    expect(UPLOAD_MESSAGES.failed('')).toBe('Something went wrong. You can either retry or cancel it');
  });

  it('presets the document type only when there is one option', () => {
    expect(defaultDocumentType([{ value: 'insurance' }])).toBe('insurance');
    expect(defaultDocumentType([{ value: 'insurance' }, { value: 'referral' }])).toBeNull();
    expect(defaultDocumentType([])).toBeNull();
  });
});

describe('allowed files (by the sniffed type)', () => {
  it('allows PDF, PNG, JPEG, TIFF, HEIC and DOCX, and nothing else', () => {
    for (const mime of ['application/pdf', 'image/png', 'image/jpeg', 'image/tiff', 'image/heic', 'image/heif']) {
      expect(allowedFileType(mime), mime).not.toBeNull();
    }
    expect(allowedFileType('image/heif')?.mime).toBe('image/heic');
    for (const mime of ['text/html', 'image/svg+xml', 'application/x-msdownload', 'application/zip', '', null, undefined]) {
      expect(allowedFileType(mime), String(mime)).toBeNull();
    }
    expect(ALLOWED_FILE_TYPES_TEXT).toBe('PDF, PNG, JPEG, TIFF, HEIC or Word (DOCX)');
    expect(UPLOAD_MESSAGES.notAllowed).toBe('This type of file is not allowed: upload a PDF, PNG, JPEG, TIFF, HEIC or Word (DOCX) file');
    expect(ACCEPTED_FILES['image/jpeg']).toEqual(['.jpg', '.jpeg']);
  });
});

describe('documentTitle', () => {
  it('keeps the file name without its folders or control characters', () => {
    expect(documentTitle('C:\\fakepath\\scan 1.pdf')).toBe('scan 1.pdf');
    expect(documentTitle('a/b/c.png')).toBe('c.png');
    expect(documentTitle('bad\u0000\nname.pdf')).toBe('badname.pdf');
    expect(documentTitle('   ')).toBe('Document');
    expect(documentTitle(`${'x'.repeat(300)}.pdf`)).toHaveLength(255);
  });
});
