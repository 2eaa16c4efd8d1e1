import { applyDecorators, Controller, Get, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { KeyScope, Roles } from '../../http/access/access.decorator.js';
import { CurrentUser } from '../../http/access/current-user.decorator.js';
import type { GeneratedFile } from '../../platform/files/generated-files.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { Role } from '../../platform/identity/role.js';
import { StatementFiles } from './statement-files.js';

/** Who may download: `Role.Customer` their own statement, `Role.Employee` any account's; API keys with orders:read. */
const Downloads = (role: Role) => applyDecorators(Roles(role), KeyScope('orders:read'));

/**
 * A trade account's monthly statement as PDF or CSV (not part of the legacy contract): the
 * signed-in customer's own, or any account's for employees. A month written otherwise than
 * YYYY-MM, or not begun yet, is 400; no approved trade account is 404. Never cached on the way.
 */
@Controller()
export class StatementsController {
  constructor(private readonly files: StatementFiles) {}

  @Downloads(Role.Customer)
  @Get('api/statements/:month.pdf')
  async ownPdf(@CurrentUser() customer: AuthUser, @Param('month') month: string, @Res() reply: FastifyReply) {
    return this.send(reply, await this.files.pdf(customer.id, month));
  }

  @Downloads(Role.Customer)
  @Get('api/statements/:month.csv')
  async ownCsv(@CurrentUser() customer: AuthUser, @Param('month') month: string, @Res() reply: FastifyReply) {
    return this.send(reply, await this.files.csv(customer.id, month));
  }

  @Downloads(Role.Employee)
  @Get('api/statements/:customerId/:month.pdf')
  async pdf(@Param('customerId') customerId: string, @Param('month') month: string, @Res() reply: FastifyReply) {
    return this.send(reply, await this.files.pdf(customerId, month));
  }

  @Downloads(Role.Employee)
  @Get('api/statements/:customerId/:month.csv')
  async csv(@Param('customerId') customerId: string, @Param('month') month: string, @Res() reply: FastifyReply) {
    return this.send(reply, await this.files.csv(customerId, month));
  }

  private send(reply: FastifyReply, file: GeneratedFile) {
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.content);
  }
}
