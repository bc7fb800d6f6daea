// GET /api/patients/{patientId}/face-sheet (SPEC §2 'Face Sheet'): the PDF, fetched with the
// user's token (the server serves it only through the patient access rule) and saved as a file.
import { authHeaders, freshSession } from '../../api/auth';
import { ApiError, REQUEST_TIMEOUT_MS, send } from '../../api/http';
import { ERROR_CODES } from '../../domain/errors';
import { MESSAGES } from '../../domain/messages';

const RELEASE_AFTER_MS = 60_000;

/** The file name of a Content-Disposition header (its plain `filename`). */
export const fileNameOf = (disposition: string | null): string | null => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;

export async function downloadFaceSheet(patientId: string): Promise<void> {
  const session = await freshSession();
  if (!session) throw new ApiError(401, ERROR_CODES.UNAUTHENTICATED, MESSAGES.sessionExpired);
  const response = await send(`/api/patients/${encodeURIComponent(patientId)}/face-sheet`, {
    headers: authHeaders(session),
    cache: 'no-store',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? 'face-sheet.pdf';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
