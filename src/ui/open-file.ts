// Shows a file the app fetched (a PDF) in a new tab; the object URL lives a minute.

/** Opens `blob` in a new tab. Not 'noopener': such a tab could not read this page's blob URL, so the opener is cut by hand. */
export function openFile(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
