import type { ContactMessage } from '@common/schemas/contact';
import type { ContactMessageRow } from '../services/contact-messages';

export function presentContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}
