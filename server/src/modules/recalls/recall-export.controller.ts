import { Controller, Get, Param, ParseIntPipe, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { KeyScope, Roles } from '../../http/access/access.decorator.js';
import { Role } from '../../platform/identity/role.js';
import { recallCsv } from './recall-csv.js';
import { RecallsService } from './recalls.service.js';

/** GET /api/exports/recalls/:id.csv (employees, bearer token; not part of the legacy contract): a recall's shipments as CSV. */
@Controller()
export class RecallExportController {
  constructor(private readonly recalls: RecallsService) {}

  @Roles(Role.Employee)
  @KeyScope('lots:read')
  @Get('api/exports/recalls/:id.csv')
  async exportCsv(@Param('id', ParseIntPipe) id: number, @Res() reply: FastifyReply): Promise<FastifyReply> {
    const recall = await this.recalls.find(id);
    const csv = recallCsv(await this.recalls.shipmentsOf(recall));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="recall-${id}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  }
}
