// A one-page PDF of a few lines of text, written by hand (no library): the demo documents' files
// (demo-documents.ts) and test uploads. Helvetica, US Letter; characters outside printable ASCII
// become '?'. `padTo` grows the file with comment lines to about that many bytes (benchmarks).
const HEADER = '%PDF-1.4\n';

const escapeText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

export function simplePdf(lines: readonly string[], { padTo = 0 }: { padTo?: number } = {}): Uint8Array {
  const text = lines.map((line, i) => `${i === 0 ? '' : '0 -20 Td '}(${escapeText(line)}) Tj`).join('\n');
  const stream = `BT /F1 14 Tf 72 720 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = HEADER;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  // Comment lines before the cross-reference table: readers skip them.
  const trailerSize = 200 + objects.length * 20;
  if (padTo > body.length + trailerSize) {
    const line = `%${'x'.repeat(78)}\n`;
    body += line.repeat(Math.floor((padTo - body.length - trailerSize) / line.length));
  }
  const xref = body.length;
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
