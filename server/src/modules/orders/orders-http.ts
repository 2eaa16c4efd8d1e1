import { Injectable } from '@nestjs/common';
import { HttpContributions } from '../../http/http-contributions.js';
import { CustomerPages } from './page/customer-pages.js';
import { PAYMENT_PROOF_ROUTE } from './payment/payment-proof.controller.js';

/** A proof of payment is sent as the picture's bytes; a customer's order's page and cart come with what they show in them. */
@Injectable()
export class OrdersHttp {
  constructor(http: HttpContributions, customerPages: CustomerPages) {
    http.add({
      pictureRoutes: [PAYMENT_PROOF_ROUTE],
      pages: {
        [CustomerPages.ORDER_ROUTE]: (request, shell) => customerPages.order(request, shell),
        [CustomerPages.CART_ROUTE]: (request, shell) => customerPages.cart(request, shell),
      },
    });
  }
}
