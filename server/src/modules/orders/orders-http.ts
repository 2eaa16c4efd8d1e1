import { Injectable } from '@nestjs/common';
import { HttpContributions } from '../../http/http-contributions.js';
import { PAYMENT_PROOF_ROUTE } from './payment/payment-proof.controller.js';

/** A proof of payment is sent as the picture's bytes. */
@Injectable()
export class OrdersHttp {
  constructor(http: HttpContributions) {
    http.add({ pictureRoutes: [PAYMENT_PROOF_ROUTE] });
  }
}
