import { Controller, Get, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Roles, KeyScope } from '../../../http/access/access.decorator.js';
import { sendStreamed } from '../../../http/streamed-body.js';
import { validateInput } from '../../../platform/validation/validate-input.js';
import { Role } from '../../../platform/identity/role.js';
import { activityLogList } from '../lists/order-lists.js';
import { OrderListsService } from '../lists/order-lists.service.js';
import { ACTIVITY_LOG_CSV_COLUMNS, activityLogCsv } from './activity-log-csv.js';
import { ActivityLogFilterArgs } from './activity-log-filter.args.js';

export const ACTIVITY_LOG_CSV_ROUTE = '/api/exports/order-activity-log.csv';

/**
 * GET /api/exports/order-activity-log.csv (employees, bearer token; not part of the legacy contract):
 * the activity log filtered like orderActivityLogConnection (from, to, status, customerId as query
 * parameters), streamed batch by batch as CSV.
 */
@Controller()
export class ActivityLogExportController {
  constructor(private readonly lists: OrderListsService) {}

  @Roles(Role.Employee)
  @KeyScope('orders:read')
  @Get(ACTIVITY_LOG_CSV_ROUTE.slice(1))
  exportCsv(@Query() query: Record<string, unknown>, @Res() reply: FastifyReply): Promise<FastifyReply> {
    // Empty parameters (an unset form field) mean "no filter"; bad ones are a 400 before any byte is sent.
    const given = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
    const filter = validateInput(ActivityLogFilterArgs, given);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="order-activity-log.csv"')
      .header('cache-control', 'no-store');
    return sendStreamed(reply, activityLogCsv(this.lists.batches(activityLogList(filter), ACTIVITY_LOG_CSV_COLUMNS)));
  }
}
