// SPEC §4 'Upload item: start (0), progress %, completed (100, file cleared), failed (progress
// 100, retry or cancel); set valid only when all complete', as a pure reducer the upload zone
// (src/ui/upload) keeps its rows in. 'queued' is a file dropped but not sent yet (it may still
// need its document type); cancel removes the row, whatever its state.
import { UPLOAD_MESSAGES } from './upload-rules';

export type UploadStatus = 'queued' | 'uploading' | 'completed' | 'failed';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  /** The document type (SPEC §5: required; preset when there is one option). */
  type: string | null;
  status: UploadStatus;
  /** 0–100. */
  progress: number;
  /** SPEC §5 '{error}. You can either retry or cancel it' when failed. */
  error: string | null;
  /** A queued item was sent without a type: the type field says 'This field is required'. */
  typeMissing: boolean;
}

export type UploadAction =
  | { kind: 'add'; files: readonly { id: string; name: string; size: number }[]; type: string | null }
  | { kind: 'set-type'; id: string; type: string | null }
  | { kind: 'start'; id: string }
  | { kind: 'type-missing'; id: string }
  | { kind: 'progress'; id: string; percent: number }
  | { kind: 'complete'; id: string }
  | { kind: 'fail'; id: string; error: string }
  | { kind: 'cancel'; id: string };

const clampPercent = (p: number) => Math.max(0, Math.min(100, Math.round(p)));

function update(items: readonly UploadItem[], id: string, change: (item: UploadItem) => UploadItem | null): UploadItem[] {
  return items.flatMap((item) => {
    if (item.id !== id) return [item];
    const next = change(item);
    return next ? [next] : [];
  });
}

export function uploadItemsReducer(items: readonly UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.kind) {
    case 'add':
      return [
        ...items,
        ...action.files.map((f) => ({
          ...f,
          type: action.type,
          status: 'queued' as const,
          progress: 0,
          error: null,
          typeMissing: false,
        })),
      ];
    case 'set-type':
      return update(items, action.id, (i) =>
        i.status === 'queued' || i.status === 'failed' ? { ...i, type: action.type, typeMissing: false } : i,
      );
    case 'type-missing':
      return update(items, action.id, (i) => ({ ...i, typeMissing: true }));
    case 'start':
      // Start, and retry of a failed one: from 0 again (SPEC §4).
      return update(items, action.id, (i) =>
        i.status === 'queued' || i.status === 'failed' ? { ...i, status: 'uploading', progress: 0, error: null, typeMissing: false } : i,
      );
    case 'progress':
      // Sent bytes are not a stored document: 100 only when the server has answered.
      return update(items, action.id, (i) =>
        i.status === 'uploading' ? { ...i, progress: Math.min(99, clampPercent(action.percent)) } : i,
      );
    case 'complete':
      return update(items, action.id, (i) => (i.status === 'uploading' ? { ...i, status: 'completed', progress: 100, error: null } : i));
    case 'fail':
      return update(items, action.id, (i) =>
        i.status === 'uploading' ? { ...i, status: 'failed', progress: 100, error: UPLOAD_MESSAGES.failed(action.error) } : i,
      );
    case 'cancel':
      return update(items, action.id, () => null);
  }
}

/** SPEC §4 'set valid only when all complete' (an empty zone is not valid: nothing was uploaded). */
export const allComplete = (items: readonly UploadItem[]): boolean => items.length > 0 && items.every((i) => i.status === 'completed');

/** Rows that count against the zone's file limit: everything not yet completed. */
export const pendingCount = (items: readonly UploadItem[]): number => items.filter((i) => i.status !== 'completed').length;

/** What 'Upload' sends now: queued rows with a type; the queued rows without one are marked. */
export function readyToSend(items: readonly UploadItem[]): { send: UploadItem[]; missingType: UploadItem[] } {
  const queued = items.filter((i) => i.status === 'queued');
  return { send: queued.filter((i) => i.type), missingType: queued.filter((i) => !i.type) };
}
