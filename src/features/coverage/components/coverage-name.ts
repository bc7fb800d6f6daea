import { priorityChoiceLabel } from '../../../domain/coverage/coverage-labels';
import type { CoverageItem } from '../coverage-api';

/** How a coverage is named in a choice or a row: 'Summit Health of Florida · ABC123 (Primary (1))'. */
export const coverageName = (c: Pick<CoverageItem, 'insurerName' | 'memberId' | 'order'>): string =>
  `${c.insurerName ?? 'Coverage'}${c.memberId ? ` · ${c.memberId}` : ''} (${priorityChoiceLabel(c.order)})`;
