import { Injectable } from '@nestjs/common';
import { HttpContributions } from '../../http/http-contributions.js';
import { CartPage } from './page/cart-page.js';
import { OrderPage } from './page/order-page.js';
import { PAYMENT_PROOF_ROUTE } from './payment/payment-proof.controller.js';

/** A proof of payment is sent as the picture's bytes; a customer's order's page and cart come with what they show in them. */
@Injectable()
export class OrdersHttp {
  constructor(http: HttpContributions, orderPage: OrderPage, cartPage: CartPage) {
    http.add({
      pictureRoutes: [PAYMENT_PROOF_ROUTE],
      pages: {
        [OrderPage.ROUTE]: (request, shell) => orderPage.page(request, shell),
        [CartPage.ROUTE]: (request, shell) => cartPage.page(request, shell),
      },
    });
  }
}
