import { adminResourceRouter } from './admin-router';
import { AuditFilterSchema } from '@common/schemas/audit';
import { IdParamsSchema } from '@common/schemas/params';
import { listQuerySchema } from '@common/schemas/list-query';
import type { AppDeps } from '@api/deps';
import { NotFoundError } from '@api/errors';
import { validate } from '@api/middleware/validate';
import { presentAuditEntry } from '@api/presenters/audit';
import { AUDIT_SORTS, getAuditEntry, listAudit } from '@api/services/audit-log';
import { listQueryOf, sendListPage } from './list-response';

/** ra-data-simple-rest, read only: GET /audit-log and GET /audit-log/:id. */
export function adminAuditRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const router = adminResourceRouter('/audit-log');

  router.get('/', validate({ query: listQuerySchema(AUDIT_SORTS) }), async (ctx) => {
    const page = await listAudit(db, listQueryOf(ctx.state.query, AuditFilterSchema));
    sendListPage(ctx, 'audit-log', page, presentAuditEntry);
  });

  router.get('/:id', validate({ params: IdParamsSchema }), async (ctx) => {
    const row = await getAuditEntry(db, ctx.state.params.id);
    if (!row) throw new NotFoundError('No audit entry with that id.', 'audit_entry_not_found');
    ctx.body = presentAuditEntry(row);
  });

  return router;
}
