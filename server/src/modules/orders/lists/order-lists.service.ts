import { Injectable } from '@nestjs/common';
import { setImmediate } from 'node:timers/promises';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import { rawRowsOf } from '../../../database/raw-rows.js';
import { reusedQuery } from '../../../database/reused-query.js';
import { Gate } from '../../../platform/concurrency/gate.js';
import { Reads } from '../../../database/reads.js';
import { ReadRouting } from '../../../database/replicas/read-routing.js';
import { countRows } from '../../../database/sql-count.js';
import { badInput } from '../../../platform/errors/domain-error.js';
import {
  decodeCursor,
  PAGE_SIZE_MAX,
  pageSize,
  toPage,
  type Page,
  type PageRequest,
} from '../../../platform/pagination/page.js';
import { UsersService } from '../../users/users.service.js';
import { OrderFigureReads } from '../figures/order-figure-reads.js';
import { OrderLine } from '../order-line.entity.js';
import { Order } from '../order.entity.js';
import type { OrderList } from './order-lists.js';

/** An order with its lines and the full name of whoever decided it. */
export interface OrderDetails {
  order: Order;
  lines: OrderLine[];
  approverName: string | null;
}

/** Where a list resumes: the sort key of the last order read. */
interface Position {
  at: Date;
  id: number;
}

/**
 * Orders read per query of a whole list: enough to make the round trips cheap, few enough that
 * turning a batch's rows into orders (synchronous work) keeps other requests waiting briefly. At
 * a million orders on MariaDB, 500 (and 3 read ahead) gave the CSV export in 8.9 s with /health
 * waiting at most 38 ms; 250 took 11-12 s, 1,000 up to 18 s (docs/performance.md).
 */
const BATCH_SIZE = 500;
/**
 * Orders handed to the caller at a time: small enough that writing them out (about 2 ms for 250)
 * leaves the event loop free for other requests between two slices.
 */
const SLICE_SIZE = 250;
/** Batches of a whole list read before the caller asks for them. */
const READ_AHEAD = 3;
/**
 * Whole lists streamed at once by one instance; more wait their turn. Each holds a few batches
 * (about 2 MB at 500 orders a batch); without a bound, a dozen clients asking together for a long
 * list filled the 256 MiB heap.
 */
const WHOLE_LISTS_AT_ONCE = 4;

/**
 * What a whole list reads of each order and line: every column unless it names some (the CSV
 * export needs a third of them, and reading the rest cost it most of its time at a million orders).
 */
export interface WholeListColumns {
  readonly order?: readonly (keyof Order & string)[];
  readonly line?: readonly (keyof OrderLine & string)[];
}

/** A batch of orders read, and its lines and approvers being read. */
interface Batch {
  orders: Order[];
  details: Promise<OrderDetails[]>;
}

/** A batch being read, and where the next one starts (null: this is the last), known as soon as its rows are. */
interface Reading {
  next: Promise<Position | null>;
  batch: Promise<Batch>;
}

const NO_MORE: Reading = {
  next: Promise.resolve(null),
  batch: Promise.resolve({ orders: [], details: Promise.resolve([]) }),
};

/** Reads lists of orders: pages, whole lists in batches, and the lines and approvers of orders. */
@Injectable()
export class OrderListsService {
  private readonly orders: Repository<Order>;
  private readonly lines: Repository<OrderLine>;
  private readonly wholeLists = new Gate(WHOLE_LISTS_AT_ONCE);

  constructor(
    reads: Reads,
    private readonly users: UsersService,
    private readonly figures: OrderFigureReads,
  ) {
    this.orders = reads.repository(Order);
    this.lines = reads.repository(OrderLine);
  }

  private matching(list: OrderList): SelectQueryBuilder<Order> {
    return this.orders.createQueryBuilder('o').where(list.where, list.params);
  }

  /** The list in its order, after `position` (keyset: every page costs the same however far in), `limit` orders. */
  private slice(list: OrderList, position: Position | null, limit: number): SelectQueryBuilder<Order> {
    const key = `o.${list.sortedBy}`;
    const query = this.matching(list).orderBy(key, list.direction).addOrderBy('o.id', list.direction).limit(limit);
    if (!position) return query;
    // (key, id) beyond the position, written so that both databases read it as a range of the
    // key's index: SQLite sorted the whole list for the plainer `key < :at OR (key = :at AND id < :id)`.
    const [beyond, upTo] = list.direction === 'ASC' ? ['>', '>='] : ['<', '<='];
    return query.andWhere(`${key} ${upTo} :at AND (${key} ${beyond} :at OR o.id ${beyond} :id)`, {
      at: position.at,
      id: position.id,
    });
  }

  /** How many orders the list holds (from the kept figures wherever they answer it). */
  count(list: OrderList): Promise<number> {
    return list.count({ figures: this.figures, countRows: () => countRows(this.matching(list)) });
  }

  async page(list: OrderList, request: PageRequest): Promise<Page<Order>> {
    const size = pageSize(request.first);
    const [rows, totalCount] = await Promise.all([
      this.slice(list, this.positionOf(request.after), size + 1).getMany(),
      this.count(list),
    ]);
    return toPage(rows, size, totalCount, (order) => [order[list.sortedBy]!.toISOString(), order.id]);
  }

  private positionOf(cursor: string | null | undefined): Position | null {
    if (!cursor) return null;
    const [at, id] = decodeCursor(cursor, ['string', 'number']);
    const date = new Date(at);
    if (Number.isNaN(date.getTime())) throw badInput('The cursor is not one this list gave out.');
    return { at: date, id: id as number };
  }

  /**
   * The whole list, a slice at a time, with lines and approvers: what a caller that wants every
   * order reads, so that memory holds a few batches however long the list. The database reads up
   * to READ_AHEAD batches ahead of the caller (each batch's orders are asked for as soon as the
   * previous batch's last order is known, its lines as soon as its orders are), so that it works
   * while this process writes. Not a snapshot: an order that moves while the list is read (a
   * decision) is seen where it was or where it is, never twice. At most WHOLE_LISTS_AT_ONCE are
   * read at a time; a caller beyond them waits before its first batch.
   */
  async *batches(list: OrderList, columns: WholeListColumns = {}, size = BATCH_SIZE): AsyncGenerator<OrderDetails[]> {
    const leave = await this.wholeLists.enter();
    try {
      yield* this.batchesInside(list, size, columns);
    } finally {
      leave();
    }
  }

  private async *batchesInside(
    list: OrderList,
    size: number,
    columns: WholeListColumns,
  ): AsyncGenerator<OrderDetails[]> {
    // The sort key, the id and the approver are always read: the next batch and the names need them.
    const orderColumns = columns.order && [
      ...new Set([...columns.order, 'id', list.sortedBy, 'authorizedById'] as const),
    ];
    const toOrder = rawRowsOf(this.orders, 'o', orderColumns);
    // Two queries, written once: the first batch, and the batches after a position.
    const manager = this.orders.manager;
    const [first, later] = [null, { at: new Date(0), id: 0 }].map((position) => {
      const query = this.slice(list, position, size);
      if (orderColumns) query.select(orderColumns.map((column) => `o.${column}`));
      return reusedQuery(manager, query);
    });
    const readLines = this.linesReader(columns.line);
    const names = new Map<string, string>();
    // Every batch from the connection the call that asked reads from (a replica, if it was given one).
    const whereAsked = ReadRouting.keep();
    // On SQLite a query runs on this thread: a turn of the event loop before each lets other
    // requests be answered between them. MySQL/MariaDB answers elsewhere: a turn there would only
    // delay the next batch behind the work on this one.
    const between = manager.connection.options.type === 'better-sqlite3' ? setImmediate : async () => {};
    const read = (position: Position | null): Reading => {
      let nextFrom!: (position: Position | null) => void;
      const next = new Promise<Position | null>((resolve) => (nextFrom = resolve));
      const batch = whereAsked(async (): Promise<Batch> => {
        try {
          await between();
          const rows = await (position ? later!({ at: position.at, id: position.id }) : first!({}));
          // The next batch is asked for before this one is turned into orders: the orders' reads
          // follow each other, and nothing else waits between them.
          const last = rows.length === size ? toOrder(rows[size - 1]!) : null;
          nextFrom(last && { at: last[list.sortedBy]!, id: last.id });
          const orders: Order[] = rows.map(toOrder);
          await between();
          const details = this.details(orders, names, readLines);
          details.catch(() => undefined);
          return { orders, details };
        } finally {
          nextFrom(null);
        }
      });
      return { next, batch };
    };
    const after = (previous: Reading): Reading => {
      const reading = previous.next.then((position) => (position ? read(position) : NO_MORE));
      return { next: reading.then((r) => r.next), batch: reading.then((r) => r.batch) };
    };
    let newest = read(null);
    const ahead = [newest];
    for (;;) {
      // The batch handed over next, and READ_AHEAD more being read behind it.
      while (ahead.length <= READ_AHEAD) ahead.push((newest = after(newest)));
      // A caller that stops early never awaits the reads still ahead.
      for (const reading of ahead) reading.batch.catch(() => undefined);
      const { orders, details } = await ahead.shift()!.batch;
      if (orders.length === 0) return;
      const complete = await details;
      for (let start = 0; start < complete.length; start += SLICE_SIZE) yield complete.slice(start, start + SLICE_SIZE);
    }
  }

  /**
   * The whole list for the deprecated GraphQL fields, up to a page's most: a longer list is refused
   * with a pointer to its connection (`pagedBy`), instead of an answer of unbounded size.
   */
  async wholeList(list: OrderList, pagedBy: string): Promise<Order[]> {
    const orders = await this.slice(list, null, PAGE_SIZE_MAX + 1).getMany();
    if (orders.length <= PAGE_SIZE_MAX) return orders;
    const total = (await this.count(list)).toLocaleString('en-US');
    throw badInput(
      `This list holds ${total} orders, more than the ${PAGE_SIZE_MAX} it answers at once: ask ${pagedBy} for them a page at a time.`,
    );
  }

  /** One of a customer's own orders; null when there is none of that id, or it is another customer's (they are told the same). */
  async ownOrder(customerId: string, orderId: number): Promise<Order | null> {
    return this.orders.findOne({ where: { id: orderId, customerId } });
  }

  /** Lines and approvers of many orders in two queries; `names` keeps approvers already looked up. */
  async details(
    orders: Order[],
    names = new Map<string, string>(),
    readLines = this.linesReader(),
  ): Promise<OrderDetails[]> {
    const unknown = [
      ...new Set(orders.flatMap((o) => (o.authorizedById && !names.has(o.authorizedById) ? [o.authorizedById] : []))),
    ];
    const [lines, approvers] = await Promise.all([readLines(orders.map((o) => o.id)), this.users.findByIds(unknown)]);
    for (const user of approvers) names.set(user.id, user.fullName);
    return orders.map((order) => ({
      order,
      lines: lines.get(order.id) ?? [],
      approverName: order.authorizedById ? (names.get(order.authorizedById) ?? null) : null,
    }));
  }

  /** Lines of many orders in one query, grouped by order id; only `columns` (and the order id) when named. */
  linesFor(
    orderIds: readonly number[],
    columns?: readonly (keyof OrderLine & string)[],
  ): Promise<Map<number, OrderLine[]>> {
    return this.linesReader(columns)(orderIds);
  }

  /** linesFor with its query written once, for a whole list's batches. */
  private linesReader(
    columns?: readonly (keyof OrderLine & string)[],
  ): (orderIds: readonly number[]) => Promise<Map<number, OrderLine[]>> {
    const selected = columns && [...new Set([...columns, 'orderId'] as const)];
    const toLine = rawRowsOf(this.lines, 'l', selected);
    const manager = this.lines.manager;
    const query = manager.createQueryBuilder(OrderLine, 'l').where('l.orderId IN (:...ids)').orderBy('l.id', 'ASC');
    if (selected) query.select(selected.map((column) => `l.${column}`));
    const run = reusedQuery(manager, query);
    return async (orderIds) => {
      const grouped = new Map<number, OrderLine[]>(orderIds.map((id) => [id, []]));
      if (orderIds.length === 0) return grouped;
      for (const raw of await run({ ids: [...orderIds] })) {
        const line = toLine(raw);
        grouped.get(line.orderId)?.push(line);
      }
      return grouped;
    };
  }
}
