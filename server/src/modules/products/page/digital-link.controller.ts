import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { isCalendarDay } from '@waters/domain';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../http/access/access.decorator.js';
import { notFound } from '../../../platform/errors/domain-error.js';
import { ProductsService } from '../products.service.js';
import { productPath } from './product-page-html.js';

/** GS1 AI 17 (YYMMDD) as a day: years 00–49 are 20xx, as GS1's rule for expiry dates reads them near now. */
function dayOfAi17(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{6}$/.test(value)) return null;
  const day = `${Number(value.slice(0, 2)) < 50 ? '20' : '19'}${value.slice(0, 2)}-${value.slice(2, 4)}-${value.slice(4, 6)}`;
  return isCalendarDay(day) ? day : null;
}

/**
 * The address a label's QR code holds (a GS1 Digital Link: /01/{GTIN}/10/{lot}?17=YYMMDD) opens the
 * product's page with that lot and its best-before; an unknown GTIN is 404.
 */
@Controller()
export class DigitalLinkController {
  constructor(private readonly products: ProductsService) {}

  @Public()
  @Get('01/:gtin/10/:lot')
  async open(
    @Param('gtin') gtin: string,
    @Param('lot') lot: string,
    @Query('17') bestBefore: unknown,
    @Res() reply: FastifyReply,
  ): Promise<FastifyReply> {
    const product = /^\d{8,14}$/.test(gtin)
      ? (await this.products.listAvailable()).find(
          (candidate) => candidate.gtin?.padStart(14, '0') === gtin.padStart(14, '0'),
        )
      : undefined;
    if (!product) throw notFound(`No product on sale has the GTIN ${gtin.slice(0, 14)}.`);
    const query = new URLSearchParams({ lot: lot.slice(0, 40) });
    const day = dayOfAi17(bestBefore);
    if (day) query.set('bestBefore', day);
    return reply.redirect(`${productPath(product.productId)}?${query.toString()}`, 302);
  }
}
