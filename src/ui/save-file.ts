// Hands a file the app made to the browser as a download (an export, a PDF made on the server).

/** Saves `blob` as `fileName` through a temporary link; the object URL lives a minute. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
