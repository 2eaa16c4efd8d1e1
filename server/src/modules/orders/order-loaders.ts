import type { PaymentAccountFacts, TransferMethod } from '@waters/domain';
import { Injectable } from '@nestjs/common';
import DataLoader from 'dataloader';
import type { User } from '../users/user.entity.js';
import type { LineLotRow } from '../lots/line-lot.model.js';
import { LotsService } from '../lots/lots.service.js';
import { PaymentAccountsService } from '../payment-accounts/payment-accounts.service.js';
import { UsersService } from '../users/users.service.js';
import type { OrderLine } from './order-line.entity.js';
import { OrderListsService } from './lists/order-lists.service.js';

export interface OrderLoaders {
  linesByOrderId: DataLoader<number, OrderLine[]>;
  userById: DataLoader<string, User | null>;
  /** The shop's account for each transfer method (one query for all of them). */
  payTo: DataLoader<TransferMethod, PaymentAccountFacts | null>;
  /** The lots each order's lines were packed from (none before packing). */
  packedLots: DataLoader<number, LineLotRow[]>;
}

/** Per-request batching: one query for all lines, one for all approvers and one for the accounts, however many orders. */
@Injectable()
export class OrderLoadersFactory {
  constructor(
    private readonly lists: OrderListsService,
    private readonly users: UsersService,
    private readonly accounts: PaymentAccountsService,
    private readonly lots: LotsService,
  ) {}

  create(): OrderLoaders {
    return {
      linesByOrderId: new DataLoader(async (ids) => {
        const grouped = await this.lists.linesFor(ids);
        return ids.map((id) => grouped.get(id) ?? []);
      }),
      userById: new DataLoader(async (ids) => {
        const found = new Map((await this.users.findByIds(ids)).map((u) => [u.id, u]));
        return ids.map((id) => found.get(id) ?? null);
      }),
      payTo: new DataLoader(async (methods) => {
        const accounts = await this.accounts.list();
        return methods.map((method) => accounts.find((account) => account.method === method) ?? null);
      }),
      packedLots: new DataLoader(async (ids) => {
        const rows = await this.lots.packedLotsOf(ids);
        return ids.map((id) => rows.filter((row) => row.orderId === id));
      }),
    };
  }
}
