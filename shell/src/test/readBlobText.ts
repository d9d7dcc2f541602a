/** A blob's text; jsdom's Blob has no `text()`, its FileReader reads it. */
export function readBlobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('blob could not be read'));
    reader.readAsText(blob);
  });
}
