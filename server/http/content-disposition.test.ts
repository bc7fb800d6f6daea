import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('names the file plainly and exactly', () => {
    expect(contentDisposition('scan.pdf')).toBe(`attachment; filename="scan.pdf"; filename*=UTF-8''scan.pdf`);
    expect(contentDisposition('Référé (1).pdf', 'inline')).toBe(
      `inline; filename="R_f_r_ (1).pdf"; filename*=UTF-8''R%C3%A9f%C3%A9r%C3%A9%20%281%29.pdf`,
    );
  });

  it('keeps quotes, backslashes and line breaks out of the header', () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toContain('filename="a_b_cSet-Cookie: x.pdf"');
    expect(contentDisposition('  ')).toContain('filename="document"');
  });
});
