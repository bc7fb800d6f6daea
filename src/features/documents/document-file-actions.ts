// View and Download of a document's file: fetched with the user's token (the server serves it
// only through the patient access rule), then shown in a new tab or saved under its title. The
// object URL is let go once the browser has had it.
import { type DocumentItem, fetchDocumentFile } from './documents-api';

const RELEASE_AFTER_MS = 60_000;

function release(url: string) {
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}

export async function viewDocument(document: DocumentItem): Promise<void> {
  const url = URL.createObjectURL(await fetchDocumentFile(document));
  // Not 'noopener': a tab opened so could not read this page's blob URL. The opener is cut by hand.
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  release(url);
}

export async function saveDocument(document: DocumentItem): Promise<void> {
  const url = URL.createObjectURL(await fetchDocumentFile(document));
  const link = window.document.createElement('a');
  link.href = url;
  link.download = document.attachment.title;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  release(url);
}
