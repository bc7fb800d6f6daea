// The Face Sheet (SPEC §2 'Face Sheet') as a real PDF, drawn with pdfkit like the encounter
// narrative (forms/narrative-pdf.ts): a title with the patient's name, then each section of
// face-sheet-content.ts as label–value rows. Pure rendering: resolves to the PDF's bytes.
import PDFDocument from 'pdfkit';
import type { FaceSheetSection } from './face-sheet-content.ts';

export interface FaceSheetDocument {
  patientName: string;
  sections: readonly FaceSheetSection[];
  /** 'MM/DD/YYYY hh:mm A zone', the patient's time zone. */
  generatedAt: string;
}

const LABEL_WIDTH = 150;

export function renderFaceSheet(data: FaceSheetDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: 'Face Sheet', Author: 'Wound Care EMR' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(18).text('Face Sheet');
  doc.font('Helvetica').fontSize(12).text(data.patientName);
  doc.fontSize(8).fillColor('#555555').text(`Generated ${data.generatedAt}`).fillColor('#000000');

  for (const section of data.sections) {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text(section.title, left, doc.y, { width });
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .strokeColor('#999999')
      .stroke();
    doc.moveDown(0.4).fontSize(10);
    if (section.rows.length === 0) {
      doc.font('Helvetica').text(section.empty ?? '', left, doc.y, { width });
      continue;
    }
    for (const row of section.rows) {
      // A row starts on the page it ends on (label and value side by side).
      if (doc.y > doc.page.height - doc.page.margins.bottom - 48) doc.addPage();
      const top = doc.y;
      doc.font('Helvetica-Bold').text(row.label, left, top, { width: LABEL_WIDTH - 8 });
      const afterLabel = doc.y;
      doc.font('Helvetica').text(row.value, left + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
      doc.y = Math.max(doc.y, afterLabel) + 2;
    }
    doc.x = left;
  }
  doc.end();
  return done;
}
