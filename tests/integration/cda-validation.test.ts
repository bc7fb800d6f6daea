// The C-CDA checks (tests/support/cda-validation.ts) can fail: hand-written documents that break the
// CDA schema or the Consolidation schematron are reported, and a schema-valid header is not. Here
// rather than next to the harness because tests/support/ is in no vitest project; no database used.
import { describe, expect, it } from 'vitest';
import { cdaSchemaErrors, schematronErrors } from '../support/cda-validation.ts';

// The first schematron call parses the 1 MB schematron: seconds, more on a busy machine.
const SLOW = { timeout: 60_000 };

/** The smallest ClinicalDocument CDA_SDTC.xsd accepts, with an SDTC element (sdtc:deceasedInd). */
const HEADER = `<?xml version="1.0" encoding="UTF-8"?>
<ClinicalDocument xmlns="urn:hl7-org:v3" xmlns:sdtc="urn:hl7-org:sdtc">
  <typeId root="2.16.840.1.113883.1.3" extension="POCD_HD000040"/>
  <id root="2.16.840.1.113883.19.5.99999.1" extension="doc-1"/>
  <code code="34133-9" codeSystem="2.16.840.1.113883.6.1"/>
  <effectiveTime value="20250101120000-0500"/>
  <confidentialityCode code="N" codeSystem="2.16.840.1.113883.5.25"/>
  <recordTarget>
    <patientRole>
      <id root="2.16.840.1.113883.19.5.99999.2" extension="pt-1"/>
      <patient>
        <birthTime value="19500101"/>
        <sdtc:deceasedInd value="false"/>
      </patient>
    </patientRole>
  </recordTarget>
  <author>
    <time value="20250101120000-0500"/>
    <assignedAuthor>
      <id root="2.16.840.1.113883.4.6" extension="1234567893"/>
    </assignedAuthor>
  </author>
  <custodian>
    <assignedCustodian>
      <representedCustodianOrganization>
        <id root="2.16.840.1.113883.19.5.99999.3"/>
      </representedCustodianOrganization>
    </assignedCustodian>
  </custodian>
  <component>
    <structuredBody>
      <component>
        <section>
          <title>Wound assessment</title>
          <text>Left heel, partial thickness.</text>
        </section>
      </component>
    </structuredBody>
  </component>
</ClinicalDocument>
`;

/** Claims the CCD R2.1 template and has none of what it requires. */
const BARE_CCD = `<ClinicalDocument xmlns="urn:hl7-org:v3">
  <templateId root="2.16.840.1.113883.10.20.22.1.2" extension="2015-08-01"/>
</ClinicalDocument>`;

/** A Result Organizer whose statusCode must come from a value set in voc.xml (CONF:1198-14848). */
const resultOrganizer = (statusCode: string) => `<ClinicalDocument xmlns="urn:hl7-org:v3">
  <organizer classCode="CLUSTER" moodCode="EVN">
    <templateId root="2.16.840.1.113883.10.20.22.4.1" extension="2015-08-01"/>
    <statusCode code="${statusCode}"/>
  </organizer>
</ClinicalDocument>`;

describe('cdaSchemaErrors', () => {
  it('accepts a minimal schema-valid header, SDTC extension included', SLOW, async () => {
    expect(await cdaSchemaErrors(HEADER)).toEqual([]);
  });

  it('reports an unknown element with its line', SLOW, async () => {
    const errors = await cdaSchemaErrors(HEADER.replace('  <custodian>', '  <bogus/>\n  <custodian>'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^line 23: .*Element '\{urn:hl7-org:v3\}bogus': This element is not expected/);
  });

  it('reports a missing required element and a document that is not well-formed', SLOW, async () => {
    expect(await cdaSchemaErrors(HEADER.replace(/ {2}<custodian>[\s\S]*<\/custodian>\n/, ''))).toEqual([
      expect.stringMatching(/custodian/),
    ]);
    expect(await cdaSchemaErrors('<ClinicalDocument xmlns="urn:hl7-org:v3">\n<title></ClinicalDocument>')).toEqual([
      expect.stringMatching(/^line 2: parser error : Opening and ending tag mismatch/),
    ]);
  });
});

describe('schematronErrors', () => {
  it('reports the SHALL errors of a bare document claiming the CCD template', SLOW, async () => {
    const { errors, warnings } = await schematronErrors(BARE_CCD);
    // US Realm Header (which the CCD builds on) and the CCD's own constraints.
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('SHALL contain at least one [1..*] recordTarget (CONF:1198-5266)'),
        expect.stringContaining('SHALL contain exactly one [1..1] documentationOf (CONF:1198-8452)'),
      ]),
    );
    expect(errors[0]).toMatch(/ at \/ClinicalDocument\[1\] \(line 1\); context cda:ClinicalDocument\[/);
    expect(warnings).toBeGreaterThan(0);
  });

  it('checks value sets from voc.xml, and each document on its own', SLOW, async () => {
    const bad = await schematronErrors(resultOrganizer('bogus'));
    const good = await schematronErrors(resultOrganizer('completed'));
    expect(bad.errors.filter((error) => error.includes('CONF:1198-14848'))).toHaveLength(1);
    expect(good.errors.filter((error) => error.includes('CONF:1198-14848'))).toEqual([]);
  });

  it('has nothing to say about a document that claims no template', SLOW, async () => {
    expect(await schematronErrors(HEADER)).toEqual({ errors: [], warnings: 0, ignored: 0 });
  });
});
