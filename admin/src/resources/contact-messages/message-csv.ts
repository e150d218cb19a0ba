import { csvExporter } from '../../csv-exporter';
import type { CsvColumns } from '@common/domain/csv';
import type { ContactMessage } from '@common/schemas/contact';

/** The Messages list's Export: every field a visitor sent, newest first as listed. */
export const MESSAGE_CSV_COLUMNS: CsvColumns<ContactMessage> = [
  ['id', (m) => m.id],
  ['date', (m) => m.createdAt],
  ['name', (m) => m.name],
  ['email', (m) => m.email],
  ['subject', (m) => m.subject],
  ['message', (m) => m.message],
];

export const messageExporter = csvExporter(MESSAGE_CSV_COLUMNS);
