import {
  nextFulfilment,
  FULFILMENT_STEPS,
  type DeliveryMethod,
  type FulfilmentStatus,
  type OrderLifeFacts,
  type PaymentMethod,
} from '@waters/domain';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { lifeFactsOf } from '../../src/modules/orders/life/life-facts.js';
import { Order } from '../../src/modules/orders/order.entity.js';
import type { TestApp } from './test-app.js';

/** What a command asks of an order, as the screens and integrators ask it (one GraphQL or REST call). */
export type LifeCommand =
  | { readonly kind: 'approve' | 'cancel' | 'markPaid' | 'setReference' | 'sendProof' | 'withdraw' | 'revertPayment' }
  /** The last step undone: the one the caller saw, when given (as the web app gives it). */
  | { readonly kind: 'undoStep'; readonly step?: FulfilmentStatus | null }
  | { readonly kind: 'recordRefund'; readonly method: PaymentMethod }
  /** A fulfilment step (the next one as the caller saw the order), with the cash counted and the off-day confirmation as given. */
  | {
      readonly kind: 'advance';
      readonly to: FulfilmentStatus;
      readonly cashCollected: number | null;
      readonly confirmOffDate: boolean;
    };

export type LifeActor = 'owner' | 'other' | 'employee';

export interface LifeCast {
  readonly owner: string;
  readonly other: string;
  readonly employee: string;
}

export interface CallOutcome {
  readonly ok: boolean;
  /** The error code of a refusal (never absent on a refusal: an answer without one is a failure of the server). */
  readonly code: string | null;
}

let receipt: Buffer | null = null;
const picture = async () =>
  (receipt ??= await sharp({ create: { width: 120, height: 160, channels: 3, background: { r: 0, g: 112, b: 224 } } })
    .png()
    .toBuffer());

/** The step `advance` asks for: the next one, or (done) the last, which the server refuses as taken. */
export function stepAsked(order: Pick<OrderLifeFacts, 'deliveryMethod' | 'fulfilmentStatus'>): FulfilmentStatus {
  const steps = FULFILMENT_STEPS[order.deliveryMethod];
  return nextFulfilment(order.deliveryMethod, order.fulfilmentStatus) ?? steps[steps.length - 1];
}

/** Drives orders through the public API, as the web app and the integrators do. */
export class OrderLifeDriver {
  private addressId: number | null = null;

  constructor(
    private readonly t: TestApp,
    private readonly cast: LifeCast,
  ) {}

  /** The order as stored, as the order-life rules read it. */
  async facts(orderId: number): Promise<OrderLifeFacts & { id: number }> {
    const order = await this.t.app.get(DataSource).getRepository(Order).findOneByOrFail({ id: orderId });
    return { ...lifeFactsOf(order), id: order.id };
  }

  /** A new order of the owner's: delivered to Cavite or picked up, paid in cash or by GCash. */
  async place(method: DeliveryMethod, payment: PaymentMethod): Promise<number> {
    const items = [{ productId: 'DRD-001', quantity: 1 }];
    let delivery: Record<string, unknown> | undefined;
    if (method === 'DELIVERY') {
      this.addressId ??= (
        await this.expectData<{ addAddress: { id: number } }>(
          'mutation($input: AddressInput!) { addAddress(input: $input) { id } }',
          {
            input: {
              label: 'Home',
              address: '7 Gen. Trias Drive',
              city: 'Rosario',
              province: 'Cavite',
              isDefault: false,
            },
          },
          this.cast.owner,
        )
      ).addAddress.id;
      const options = await this.expectData<{ deliveryOptions: { dates: string[] } }>(
        'query($input: DeliveryQuoteInput!) { deliveryOptions(input: $input) { dates } }',
        { input: { method, addressId: this.addressId, items } },
        this.cast.owner,
      );
      delivery = { method, addressId: this.addressId, date: options.deliveryOptions.dates[0] };
    }
    const placed = await this.expectData<{ placeOrder: { orderId: number } }>(
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { orderId } }',
      { input: { items, ...(delivery ? { delivery } : {}), paymentMethod: payment } },
      this.cast.owner,
    );
    return placed.placeOrder.orderId;
  }

  /** One call of `command` on the order by `actor`. */
  async call(orderId: number, command: LifeCommand, actor: LifeActor): Promise<CallOutcome> {
    const token = this.cast[actor];
    const reason = 'Checked with the customer';
    switch (command.kind) {
      case 'approve':
        return this.gql(
          'mutation($id: Int!) { approveOrder(input: { orderId: $id }) { orderId } }',
          { id: orderId },
          token,
        );
      case 'cancel':
        return this.gql(
          'mutation($id: Int!) { cancelOrder(input: { orderId: $id, remarks: "Out of stock" }) { orderId } }',
          { id: orderId },
          token,
        );
      case 'withdraw':
        return this.gql(
          'mutation($id: Int!, $reason: String!) { cancelMyOrder(input: { orderId: $id, reason: $reason }) { orderId } }',
          { id: orderId, reason },
          token,
        );
      case 'setReference':
        return this.gql(
          'mutation($id: Int!) { setPaymentReference(orderId: $id, reference: "GC-2026-7731") { orderId } }',
          { id: orderId },
          token,
        );
      case 'markPaid':
        return this.gql('mutation($id: Int!) { markOrderPaid(orderId: $id) { orderId } }', { id: orderId }, token);
      case 'revertPayment':
        return this.gql(
          'mutation($id: Int!, $reason: String!) { revertOrderPayment(orderId: $id, reason: $reason) { orderId } }',
          { id: orderId, reason },
          token,
        );
      case 'undoStep':
        return this.gql(
          'mutation($id: Int!, $reason: String!, $step: FulfilmentStatus) { undoFulfilmentStep(orderId: $id, reason: $reason, step: $step) { orderId } }',
          { id: orderId, reason, step: command.step ?? null },
          token,
        );
      case 'recordRefund': {
        const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
        const input = {
          orderId,
          method: command.method,
          reference: command.method === 'CASH' ? null : 'RF-55',
          refundedOn: today,
        };
        return this.gql(
          'mutation($input: RecordRefundInput!) { recordOrderRefund(input: $input) { orderId } }',
          { input },
          token,
        );
      }
      case 'advance': {
        const variables = {
          id: orderId,
          to: command.to,
          cash: command.cashCollected,
          confirm: command.confirmOffDate,
          reason: command.cashCollected === null ? null : 'Short: paid the rest by GCash later',
        };
        return this.gql(
          'mutation($id: Int!, $to: FulfilmentStatus!, $cash: Float, $confirm: Boolean, $reason: String) { advanceFulfilment(orderId: $id, to: $to, cashCollected: $cash, confirmOffDate: $confirm, reason: $reason) { orderId } }',
          variables,
          token,
        );
      }
      case 'sendProof': {
        const response = await fetch(`${this.t.url}/api/orders/${orderId}/payment-proof`, {
          method: 'PUT',
          headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
          body: new Uint8Array(await picture()),
        });
        const body = (await response.json()) as { code?: string };
        return response.status === 200
          ? { ok: true, code: null }
          : { ok: false, code: body.code ?? `HTTP ${response.status}` };
      }
    }
  }

  private async gql(query: string, variables: Record<string, unknown>, token: string): Promise<CallOutcome> {
    const result = await this.t.gql(query, variables, token);
    if (!result.errors) return { ok: true, code: null };
    return { ok: false, code: result.errors[0].extensions?.code ?? 'NO CODE' };
  }

  private async expectData<T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
    const result = await this.t.gql<T>(query, variables, token);
    if (!result.data || result.errors) throw new Error(`${query}: ${JSON.stringify(result.errors)}`);
    return result.data;
  }
}
