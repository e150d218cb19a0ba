import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const PREFIX = 'enc:v1:';

/** A 256-bit AES key from any secret text (SETTINGS_KEY or the generated one). */
export const secretBoxKey = (secret: string) => createHash('sha256').update(secret).digest();

/** AES-256-GCM: `enc:v1:<iv>:<tag>:<ciphertext>`, base64url; a changed byte fails to open. */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join(':');
}

/** The plain text, or undefined when the value is not sealed or not by this key. */
export function open(key: Buffer, sealed: string): string | undefined {
  if (!sealed.startsWith(PREFIX)) return undefined;
  const [iv, tag, body] = sealed
    .slice(PREFIX.length)
    .split(':')
    .map((p) => Buffer.from(p, 'base64url'));
  if (!iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
