// SPEC §2 administrative code systems 'discharge-reason' and 'admission-cancellation-reason': a
// discharge request's reason and an admission's cancellation reason are codes of the code system's
// newest published version (src/domain/patients/discharge-reasons.ts,
// admission-cancellation-reasons.ts). A new reason must be offered (active or unknown); an edit of
// a discharge request may keep the reason it already has, even one retired since (or the free text
// of a request filed before the reasons were coded).

import {
  ADMISSION_CANCELLATION_SYSTEM,
  DEFAULT_ADMISSION_CANCELLATION_REASONS,
} from '../../../src/domain/patients/admission-cancellation-reasons.ts';
import { DEFAULT_DISCHARGE_REASONS, DISCHARGE_REASON_SYSTEM } from '../../../src/domain/patients/discharge-reasons.ts';
import type { Executor } from '../../db/client.ts';
import { offeredCode, type PublishedCode, publishedCodes } from '../terminology/published-codes.ts';

/** Every published reason, retired ones too (the views read a request's reason under its display). */
export const dischargeReasons = (tx: Executor): Promise<PublishedCode[]> =>
  publishedCodes(tx, DISCHARGE_REASON_SYSTEM, DEFAULT_DISCHARGE_REASONS);

/** Refuses a reason that is not offered, on the field (SPEC §5 'This field has incorrect value'). */
export async function checkDischargeReason(tx: Executor, reason: string, kept?: string): Promise<void> {
  if (kept !== undefined && reason === kept) return;
  await offeredCode(tx, DISCHARGE_REASON_SYSTEM, DEFAULT_DISCHARGE_REASONS, reason, 'reason');
}

/** SPEC §2 'admission-cancellation-reason': the offered reason `code` with its display, or refused on the field. */
export const offeredCancellationReason = (tx: Executor, code: string): Promise<{ code: string; display: string }> =>
  offeredCode(tx, ADMISSION_CANCELLATION_SYSTEM, DEFAULT_ADMISSION_CANCELLATION_REASONS, code, 'cancellationReason');
