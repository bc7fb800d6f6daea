// A letter to the patient's PCP (SPEC §3 Letters) as a PDF, drawn with pdfkit like the face sheet
// and the encounter narrative: the agency's heading, the PCP, the patient, and what happened (a
// missed appointment, or a visit made). Pure rendering: resolves to the PDF's bytes.
import PDFDocument from 'pdfkit';
import type { LetterKind } from '../../../src/domain/letters/pcp-letters.ts';

export interface LetterDocument {
  kind: LetterKind;
  pcpName: string;
  fax: string;
  patientName: string;
  birthDate: string;
  /** 'MM/DD/YYYY hh:mm A' of the visit. */
  visitAt: string;
  /** 'MM/DD/YYYY'. */
  writtenOn: string;
}

const BODY: Record<LetterKind, (d: LetterDocument) => string> = {
  'missed-appointment': (d) =>
    `Our wound care clinician was scheduled to see your patient ${d.patientName} on ${d.visitAt}, and the visit could not take place: the patient was not available. We will contact the patient to reschedule. Please let us know of any change in the patient's condition or care plan that we should be aware of.`,
  'made-encounter': (d) =>
    `Our wound care clinician saw your patient ${d.patientName} on ${d.visitAt}. The visit's documentation has been signed and is available on request. Thank you for allowing us to take part in your patient's care.`,
};

const SUBJECT: Record<LetterKind, string> = {
  'missed-appointment': 'Missed wound care appointment',
  'made-encounter': 'Wound care visit completed',
};

export function renderLetter(d: LetterDocument): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 72, info: { Title: SUBJECT[d.kind], Author: 'Wound Care EMR' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(16).text('Wound Care Home Health');
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(d.writtenOn).fillColor('#000000');
  doc.moveDown(1.5).fontSize(11);
  doc.font('Helvetica-Bold').text(`To: ${d.pcpName}`);
  doc.font('Helvetica').text(`Fax: ${d.fax}`);
  doc.moveDown(1).font('Helvetica-Bold').text(`Re: ${SUBJECT[d.kind]}`);
  doc.font('Helvetica').text(`Patient: ${d.patientName}, born ${d.birthDate}`);
  doc.moveDown(1).text(BODY[d.kind](d), { align: 'left', lineGap: 2 });
  doc.moveDown(2).text('Sincerely,');
  doc.text('The wound care team');
  doc.end();
  return done;
}
