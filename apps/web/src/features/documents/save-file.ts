/** Hands a base64 file to the browser as a download (the spec's encoded file: content and fileName). */
export function saveEncodedFile(file: { content: string; fileName: string; mimeType: string }): void {
  const bytes = Uint8Array.from(atob(file.content), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; a minute is far more than it needs.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
