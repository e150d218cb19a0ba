import { ErrorBodySchema } from '@common/errors';

/**
 * POSTs a file as its own body with XMLHttpRequest, which (unlike fetch) reports upload
 * progress: `onProgress(0…1)`. Resolves with the JSON answer; rejects with the server's message.
 */
export function uploadWithProgress<T>(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new Error('The upload failed: no connection to the server.'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as T);
        return;
      }
      const parsed = ErrorBodySchema.safeParse(body);
      reject(new Error(parsed.success ? parsed.data.message : `${xhr.status}: ${xhr.statusText}`));
    };
    xhr.send(file);
  });
}
