import type { TestEmail } from '@common/schemas/email';
import { TEST_EMAIL_FAILED, TEST_EMAIL_SENT } from '@common/schemas/email';
import { AppError } from '@api/errors';
import { deliverOutboxRow, recordMailFailure, type MailDelivery } from '@api/jobs/send-email';
import { storeMail, type MailSettings } from './send-mail';

/**
 * The admin's test e-mail (spec 7): sent now, not queued, so the console can say whether mail
 * leaves this server. It is kept in the outbox like any other (failed, with the mail server's
 * answer, when it did not go), so it can be opened and resent from the emails tab.
 */
export async function sendTestEmail(
  delivery: MailDelivery,
  input: TestEmail,
  settings: MailSettings,
): Promise<{ success: true; message: string }> {
  const row = await storeMail(
    delivery.db,
    'test_email',
    { to: input.email, username: input.username, type: input.type },
    settings,
  );
  try {
    await deliverOutboxRow(delivery, row);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    await recordMailFailure(delivery.db, row.id, error, true);
    throw new AppError(502, 'email_failed', TEST_EMAIL_FAILED, undefined, undefined, {
      success: false,
      detail: error,
      id: row.id,
    });
  }
  return { success: true, message: TEST_EMAIL_SENT };
}
