/**
 * Saves a blob under a file name: a CSV route needs the token (staff or member) in a header, which a
 * link cannot send, so the page fetches the file and hands it to the browser as a download.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has the data by now; the address is freed a moment later for slow browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
