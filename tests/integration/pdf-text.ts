// Reads a PDF's text back (pdfjs-dist, the legacy build for Node), page by page, so a test can
// find what the narrative says. Whitespace runs are collapsed.
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${path.resolve(import.meta.dirname, '../../node_modules/pdfjs-dist/standard_fonts')}/`;

export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join(''));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/[^\S\n]+/g, ' ');
}
