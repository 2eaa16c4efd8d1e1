import { Body, Controller, Get, Param, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../../../http/access/current-user.decorator.js';
import { KeyScope, Roles } from '../../../http/access/access.decorator.js';
import { badInput } from '../../../platform/errors/domain-error.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { Role } from '../../../platform/identity/role.js';
import { RateLimits } from '../../../platform/shared-state/rate-limits.js';
import { ImageRefusedError } from '../../products/uploads/image-variants.js';
import { UPLOAD_MESSAGES } from '../../products/uploads/upload-rules.js';
import { UploadedBytes } from '../../products/uploads/uploaded-bytes.js';
import { paymentFactsOf, PaymentService } from './payment.service.js';

export const PAYMENT_PROOF_ROUTE = '/api/orders/:orderId/payment-proof';

const CODE_OF = { 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE' } as const;

function orderIdOf(value: string): number {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : 0;
  if (id < 1 || id > 2_147_483_647) throw badInput('Order ID is not valid', { orderId: 'Order ID is not valid' });
  return id;
}

/**
 * A transfer's proof of payment (not part of the legacy contract). PUT: the order's customer sends
 * the picture itself as the body, judged and cleaned like a product picture, kept privately.
 * GET: the order's customer or an employee reads it back; nobody else learns it exists (404).
 */
@Controller()
export class PaymentProofController {
  constructor(
    private readonly payments: PaymentService,
    private readonly rateLimits: RateLimits,
  ) {}

  @Roles(Role.Customer)
  @KeyScope('orders:write')
  @Put(PAYMENT_PROOF_ROUTE.slice(1))
  async upload(
    @CurrentUser() customer: AuthUser,
    @Param('orderId') orderId: string,
    @Body() body: unknown,
    @Res() reply: FastifyReply,
  ) {
    const id = orderIdOf(orderId);
    const refused = (status: 413 | 415, message: string) =>
      reply.status(status).send({ statusCode: status, code: CODE_OF[status], message });
    if (!(body instanceof UploadedBytes)) return refused(415, UPLOAD_MESSAGES.unsupported);
    // Every attempt counts, before its picture is decoded: a proof replaced over and over costs the server each time.
    await this.rateLimits.countPaymentProof(customer.id);
    try {
      return reply.status(200).send(paymentFactsOf(await this.payments.saveProof(customer, id, body.bytes)));
    } catch (error) {
      if (error instanceof ImageRefusedError) return refused(error.status, error.message);
      throw error;
    }
  }

  @Roles(Role.Customer, Role.Employee)
  @KeyScope('orders:read')
  @Get(PAYMENT_PROOF_ROUTE.slice(1))
  async read(@CurrentUser() user: AuthUser, @Param('orderId') orderId: string, @Res() reply: FastifyReply) {
    const bytes = await this.payments.readProof(user, orderIdOf(orderId));
    // A customer's receipt: never kept by a shared cache or the browser's.
    return reply.header('content-type', 'image/webp').header('cache-control', 'private, no-store').send(bytes);
  }
}
