import { csvExporter } from '../../csv-exporter';
import type { CsvColumns } from '@common/domain/csv';
import type { AdminUser } from '@common/schemas/user';
import { planBadge, subscriptionLabel } from './user-labels';

/** The Users list's Export: what the list shows, plus names and the id. */
export const USER_CSV_COLUMNS: CsvColumns<AdminUser> = [
  ['id', (u) => u.id],
  ['username', (u) => u.username],
  ['email', (u) => u.email],
  ['first_name', (u) => u.firstName],
  ['last_name', (u) => u.lastName],
  ['plan', (u) => planBadge(u).label],
  ['subscription', (u) => subscriptionLabel(u.subscriptionStatus)],
  ['analyses_used', (u) => u.analysesUsed],
  ['analysis_limit', (u) => u.analysisLimit],
  ['joined', (u) => u.createdAt],
];

export const userExporter = csvExporter(USER_CSV_COLUMNS);
