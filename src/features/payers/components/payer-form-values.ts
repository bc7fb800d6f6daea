// A payer as the server shows it → the form's values (what the edit form opens with).
import type { PayerFormValues } from '../../../domain/administration/payer-input';
import { asPhoneUse } from '../../../domain/patients/phone';
import type { PayerItem } from '../payers-api';

const byRank = <T extends { rank?: number | null }>(points: readonly T[]): T[] =>
  [...points].sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99));
const digits = (value: string) => value.replace(/\D/g, '');

export function payerFormValuesOf(payer: PayerItem): PayerFormValues {
  const first = (system: string) => byRank(payer.telecom.filter((t) => t.system === system))[0]?.value ?? '';
  return {
    name: payer.name,
    type: payer.type,
    active: payer.active,
    partOfId: payer.partOf?.id ?? '',
    insurerExternalId: payer.insurerExternalId ?? '',
    availityPayerId: payer.availityPayerId ?? '',
    contracted: payer.contracted === null || payer.contracted === undefined ? '' : payer.contracted ? 'yes' : 'no',
    address: {
      line1: payer.address?.line[0] ?? '',
      line2: payer.address?.line.slice(1).join(' ') ?? '',
      city: payer.address?.city ?? '',
      state: payer.address?.state ?? '',
      postalCode: digits(payer.address?.postalCode ?? ''),
    },
    phones: byRank(payer.telecom.filter((t) => t.system === 'phone')).map((p) => ({
      use: asPhoneUse(p.use),
      value: digits(p.value),
      extension: p.extension ?? '',
    })),
    fax: digits(first('fax')),
    email: first('email'),
    url: first('url'),
  };
}
