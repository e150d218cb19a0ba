import type { TestEmail } from '@common/schemas/email';
import { httpClient } from '../../http';

/** Spec 7 POST /api/test/email: resolves with the server's message, or throws 'Email failed'. */
export async function sendTestEmail(body: TestEmail): Promise<string> {
  const { json } = await httpClient('/api/test/email', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return (json as { message: string }).message;
}

/** Queues a failed e-mail again. */
export async function resendEmail(id: string): Promise<void> {
  await httpClient(`/api/admin/emails/${encodeURIComponent(id)}/resend`, { method: 'POST' });
}
