// The encounter narrative (issue 4): a real PDF made on the server with pdfkit (STYLE rule 8:
// used here only). It holds the patient, the encounter, each form's answers in the form's own
// order under its group headings, the signature and every amendment with its reason. Pure
// rendering: the caller gathers the data (responses-service.ts).
import dayjs from 'dayjs';
import PDFDocument from 'pdfkit';
import { visitTypeLabel } from '../../../src/domain/appointment-status.ts';
import { encounterStateLabel } from '../../../src/domain/encounter-labels.ts';
import { displayAnswer, displayInstant as when } from '../../../src/domain/forms/answer-display.ts';
import { DATE_FORMAT } from '../../../src/domain/forms/answers.ts';
import { type Answers, isAnswerable, type Questionnaire, type QuestionnaireItem } from '../../../src/domain/forms/questionnaire.ts';

export interface NarrativeAct {
  activity: string;
  who: string;
  at: string;
  reason?: string | null;
}

export interface NarrativeForm {
  questionnaire: Questionnaire;
  status: string;
  answers: Answers;
  author: string | null;
}

export interface NarrativeData {
  patient: { name: string; birthDate: string | null; address: string | null };
  encounter: {
    id: string;
    type: string;
    deliveryType: string;
    status: string;
    stateText: string | null;
    clinician: string | null;
    checkedInAt: string | null;
    checkedOutAt: string | null;
    signedAt: string | null;
  };
  /** Times are shown in this zone (the patient's, SPEC §9). */
  timeZone: string;
  forms: readonly NarrativeForm[];
  acts: readonly NarrativeAct[];
  generatedAt: Date;
}

const ACT_LABELS: Record<string, string> = {
  'check-in': 'Checked in',
  'check-out': 'Checked out',
  'e-sign': 'Signed',
  amend: 'Amendment',
  cancel: 'Cancelled',
};

/** Renders the narrative; resolves to the PDF's bytes. */
export function renderNarrative(data: NarrativeData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `Encounter narrative ${data.encounter.id}`, Author: 'Wound Care EMR' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const zone = data.timeZone;
  const field = (label: string, value: string) =>
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);

  doc.font('Helvetica-Bold').fontSize(18).text('Encounter Narrative');
  doc.moveDown(0.5).fontSize(10);
  field('Patient', data.patient.name);
  field('Date of birth', data.patient.birthDate ? dayjs(data.patient.birthDate).format(DATE_FORMAT) : '—');
  if (data.patient.address) field('Address', data.patient.address);
  field('Visit', `${visitTypeLabel(data.encounter.type)}, ${data.encounter.deliveryType === 'telehealth' ? 'telehealth' : 'in person'}`);
  field('Clinician', data.encounter.clinician ?? '—');
  field('Status', encounterStateLabel(data.encounter));
  field('Checked in', when(data.encounter.checkedInAt, zone));
  field('Checked out', when(data.encounter.checkedOutAt, zone));

  for (const form of data.forms) {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(14).text(form.questionnaire.title);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555555')
      .text(`${form.status === 'in-progress' ? 'Draft' : 'Complete'}${form.author ? ` · ${form.author}` : ''}`);
    doc.fillColor('#000000').fontSize(10);
    const left = doc.page.margins.left;
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    // Nested lines are indented as a block (wrapped lines too), 12 pt a level.
    const writeItems = (items: readonly QuestionnaireItem[], level: number) => {
      const x = left + level * 12;
      const w = width - level * 12;
      for (const item of items) {
        // The form as it was documented (its questionnaire version, encounter-forms.ts): an item
        // that version hides is not on the form (SPEC §3 Questionnaires, visible).
        if (item.hidden) continue;
        if (item.type === 'group') {
          const inside = item.items ?? [];
          if (!hasAnswers(inside, form.answers)) continue;
          doc.moveDown(0.3).font('Helvetica-Bold').text(item.text, x, doc.y, { width: w });
          writeItems(inside, level + 1);
          continue;
        }
        const values = form.answers[item.linkId];
        if (!isAnswerable(item.type) || !values?.length) continue;
        doc
          .font('Helvetica-Bold')
          .text(`${item.text}: `, x, doc.y, { width: w, continued: true })
          .font('Helvetica')
          .text(values.map((v) => displayAnswer(item, v, zone)).join(', '), { width: w });
      }
      doc.x = left;
    };
    writeItems(form.questionnaire.items, 0);
  }

  doc.moveDown(1).font('Helvetica-Bold').fontSize(14).text('Signatures and amendments');
  doc.fontSize(10);
  const acts = data.acts.filter((a) => a.activity === 'e-sign' || a.activity === 'amend');
  if (acts.length === 0) doc.font('Helvetica').text('Not signed.');
  for (const act of acts) {
    doc
      .font('Helvetica-Bold')
      .text(`${ACT_LABELS[act.activity] ?? act.activity}: `, { continued: true })
      .font('Helvetica')
      .text(`${act.who}, ${when(act.at, zone)}${act.reason ? `. Reason: ${act.reason}` : ''}`);
  }
  doc
    .moveDown(1)
    .fontSize(8)
    .fillColor('#555555')
    .text(`Generated ${when(data.generatedAt.toISOString(), zone)}`);
  doc.end();
  return done;
}

function hasAnswers(items: readonly QuestionnaireItem[], answers: Answers): boolean {
  return items.some((item) => (item.items ? hasAnswers(item.items, answers) : (answers[item.linkId]?.length ?? 0) > 0));
}
