import { Injectable } from '@nestjs/common';
import { HttpContributions } from '../../http/http-contributions.js';
import { OrderPage } from './page/order-page.js';
import { PAYMENT_PROOF_ROUTE } from './payment/payment-proof.controller.js';

/** A proof of payment is sent as the picture's bytes; a customer's order's page comes with the order in it. */
@Injectable()
export class OrdersHttp {
  constructor(http: HttpContributions, orderPage: OrderPage) {
    http.add({
      pictureRoutes: [PAYMENT_PROOF_ROUTE],
      pages: { [OrderPage.ROUTE]: (request, shell) => orderPage.page(request, shell) },
    });
  }
}
