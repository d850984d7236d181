// Saves a base64 file the API answered (`{ file, fileName }`, platform spec section 7) through a
// temporary link, the way a browser download starts.

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function saveBase64File(base64: string, fileName: string, type = XLSX_TYPE): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  saveBlob(new Blob([bytes], { type }), fileName);
}

/** Saves a file the page already holds (a streamed download) under its name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
