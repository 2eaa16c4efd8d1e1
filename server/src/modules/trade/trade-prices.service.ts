import { Injectable } from '@nestjs/common';
import { priceOverlaps, priceWindowProblem, type TradePriceRow } from '@waters/domain';
import { In, type EntityManager } from 'typeorm';
import { Reads } from '../../database/reads.js';
import { TransactionRunner } from '../../database/transaction-runner.js';
import { badInput } from '../../platform/errors/domain-error.js';
import { EventBus } from '../../platform/events/event-bus.js';
import { changedBy } from '../../platform/identity/actor.js';
import type { AuthUser } from '../../platform/identity/auth-user.js';
import { pesosToCentavos } from '../../platform/money/pesos.js';
import { validateInput } from '../../platform/validation/validate-input.js';
import { Product } from '../products/product.entity.js';
import { SetTradePricesInput } from './dto/trade-prices.input.js';
import { chosenGroup, chosenProduct } from './chosen.js';
import { readTradePriceCsv, tradePriceCsv, type CsvRowProblem } from './trade-price-csv.js';
import { TradePrice } from './trade-price.entity.js';

/** A row of a list with its product's name, as the back office shows it. */
export interface NamedPriceRow {
  readonly row: TradePrice;
  readonly productName: string;
}

/** Rows written or removed per statement: within every driver's limit on parameters. */
const BATCH = 500;

/** A row's content, whatever its id: two rows with the same key are the same price. */
const keyOf = (productId: string, minQuantity: number, centavos: number, from: string | null, to: string | null) =>
  [productId, minQuantity, centavos, from ?? '', to ?? ''].join('|');
const storedKey = (row: TradePrice) =>
  keyOf(row.productId, row.minQuantity, row.unitPriceCentavos, row.validFrom, row.validTo);
const wantedKey = (row: TradePriceRow) =>
  keyOf(row.productId, row.minQuantity, row.unitCentavos, row.validFrom, row.validTo);

/** What the activity log keeps of a row. */
const audited = (row: TradePrice) => [row.minQuantity, row.unitPriceCentavos, row.validFrom, row.validTo];

/**
 * Price groups' lists: one product's rows set by hand, or the whole list taken from a file (all rows
 * or none), and the same list written out as a file. Every change is checked with the domain's
 * rules (one price a day from each quantity), audited, and writes only the rows that differ: the
 * file exported and imported again changes nothing.
 */
@Injectable()
export class TradePricesService {
  constructor(
    private readonly reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly events: EventBus,
  ) {}

  /** A group's list, by product, then quantity, then first day. */
  async list(priceGroupId: number): Promise<NamedPriceRow[]> {
    const manager = this.reads.repository(TradePrice).manager;
    await chosenGroup(manager, priceGroupId);
    return named(manager, await rowsOf(manager, priceGroupId));
  }

  /** The group's list as a file (header product_id,min_quantity,unit_price,valid_from,valid_to). */
  async csv(priceGroupId: number): Promise<string> {
    const manager = this.reads.repository(TradePrice).manager;
    await chosenGroup(manager, priceGroupId);
    return tradePriceCsv(
      (await rowsOf(manager, priceGroupId)).map((row) => ({ ...row, unitCentavos: row.unitPriceCentavos })),
    );
  }

  /** Replaces one product's rows in one group. */
  async set(employee: AuthUser, raw: unknown): Promise<NamedPriceRow[]> {
    const input = validateInput(SetTradePricesInput, raw);
    const rows: TradePriceRow[] = input.rows.map((row) => ({
      productId: input.productId,
      minQuantity: row.minQuantity,
      unitCentavos: pesosToCentavos(row.unitPrice, 'unitPrice'),
      validFrom: row.validFrom ?? null,
      validTo: row.validTo ?? null,
    }));
    rows.forEach((row, index) => {
      const problem = priceWindowProblem(row.validFrom, row.validTo);
      if (problem) throw badInput(problem, { [`rows.${index}.validTo`]: problem });
    });
    const [overlap] = priceOverlaps(rows);
    if (overlap) throw badInput(overlap.message, { [`rows.${overlap.index}`]: overlap.message });
    return this.transactions.run(async (manager) => {
      const group = await chosenGroup(manager, input.priceGroupId);
      const product = await chosenProduct(manager, input.productId);
      const before = await rowsOf(manager, group.id, product.productId);
      const changed = await replaceRows(manager, group.id, before, rows);
      const after = await rowsOf(manager, group.id, product.productId);
      if (changed.length > 0)
        await this.events.record(manager, {
          by: changedBy(employee),
          audit: {
            action: 'trade_prices.changed',
            targetType: 'price_group',
            targetId: String(group.id),
            before: { productId: product.productId, rows: before.map(audited) },
            after: { productId: product.productId, rows: after.map(audited) },
          },
          type: 'TradePricesChanged',
          priceGroupId: group.id,
          productIds: changed,
        });
      return after.map((row) => ({ row, productName: product.name }));
    });
  }

  /** Takes a file as the group's whole list, or nothing of it: every line with a problem is named. */
  async import(
    employee: AuthUser,
    priceGroupId: number,
    csv: string,
  ): Promise<{ imported: number; problems: CsvRowProblem[] }> {
    const read = readTradePriceCsv(csv);
    return this.transactions.run(async (manager) => {
      const group = await chosenGroup(manager, priceGroupId);
      const problems = [...read.problems, ...(await listProblems(manager, read.rows))].sort((a, b) => a.line - b.line);
      if (problems.length > 0) return { imported: 0, problems };
      const before = await rowsOf(manager, group.id);
      const changed = await replaceRows(manager, group.id, before, read.rows);
      if (changed.length > 0)
        await this.events.record(manager, {
          by: changedBy(employee),
          audit: {
            action: 'trade_prices.imported',
            targetType: 'price_group',
            targetId: String(group.id),
            before: { rows: before.length },
            after: { rows: read.rows.length, productIds: changed },
          },
          type: 'TradePricesChanged',
          priceGroupId: group.id,
          productIds: changed,
        });
      return { imported: read.rows.length, problems: [] };
    });
  }
}

/** The problems of a file's good rows as a whole list: products not in the catalogue, and overlaps. */
async function listProblems(
  manager: EntityManager,
  rows: readonly (TradePriceRow & { line: number })[],
): Promise<CsvRowProblem[]> {
  const ids = [...new Set(rows.map((row) => row.productId))];
  const known = new Set(
    ids.length === 0
      ? []
      : (
          await manager.find(Product, { select: { productId: true }, where: { productId: In(ids), archived: false } })
        ).map((product) => product.productId),
  );
  const unknown = rows.filter((row) => !known.has(row.productId));
  const sold = rows.filter((row) => known.has(row.productId));
  return [
    ...unknown.map(({ line, productId }) => ({ line, message: `Unknown product ${productId}` })),
    ...priceOverlaps(sold).map(({ index, message }) => ({ line: sold[index].line, message })),
  ];
}

/** A group's rows (of one product, when named), by product, quantity, first day. */
function rowsOf(manager: EntityManager, priceGroupId: number, productId?: string): Promise<TradePrice[]> {
  return manager.find(TradePrice, {
    where: productId === undefined ? { priceGroupId } : { priceGroupId, productId },
    order: { productId: 'ASC', minQuantity: 'ASC', validFrom: 'ASC', id: 'ASC' },
  });
}

/** The rows with their products' names (one read). */
async function named(manager: EntityManager, rows: readonly TradePrice[]): Promise<NamedPriceRow[]> {
  const ids = [...new Set(rows.map((row) => row.productId))];
  const products =
    ids.length === 0
      ? []
      : await manager.find(Product, { select: { productId: true, name: true }, where: { productId: In(ids) } });
  const nameOf = new Map(products.map((product) => [product.productId, product.name]));
  return rows.map((row) => ({ row, productName: nameOf.get(row.productId) ?? row.productId }));
}

/**
 * Makes `before` (the rows stored) into `wanted`, removing and adding only the rows that differ, and
 * answers the products whose rows changed (none: nothing was written).
 */
async function replaceRows(
  manager: EntityManager,
  priceGroupId: number,
  before: readonly TradePrice[],
  wanted: readonly TradePriceRow[],
): Promise<string[]> {
  const storedKeys = new Set(before.map(storedKey));
  const wantedKeys = new Set(wanted.map(wantedKey));
  const gone = before.filter((row) => !wantedKeys.has(storedKey(row)));
  const added = wanted.filter((row) => !storedKeys.has(wantedKey(row)));
  for (let at = 0; at < gone.length; at += BATCH)
    await manager.delete(TradePrice, { id: In(gone.slice(at, at + BATCH).map((row) => row.id)) });
  for (let at = 0; at < added.length; at += BATCH)
    await manager.insert(
      TradePrice,
      added.slice(at, at + BATCH).map(({ productId, minQuantity, unitCentavos, validFrom, validTo }) => ({
        priceGroupId,
        productId,
        minQuantity,
        unitPriceCentavos: unitCentavos,
        validFrom,
        validTo,
      })),
    );
  return [...new Set([...gone, ...added].map((row) => row.productId))].sort();
}
