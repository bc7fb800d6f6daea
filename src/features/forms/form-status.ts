// How a form's state reads on screen (issue 4: not started, draft, complete, signed).
import type { FormStatus } from '../../domain/forms/response';

export const FORM_STATUS_STYLE: Record<FormStatus, { label: string; color: string }> = {
  'not started': { label: 'Not started', color: 'gray' },
  draft: { label: 'Draft', color: 'yellow' },
  complete: { label: 'Complete', color: 'green' },
  signed: { label: 'Signed', color: 'blue' },
};
