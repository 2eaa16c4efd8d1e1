import { Injectable } from '@nestjs/common';
import { EventBus } from '../../../platform/events/event-bus.js';
import { pesosToCentavos } from '../../../platform/money/pesos.js';
import { placeKey } from '@waters/domain';
import { areaCodes } from '../../places/code-places.js';
import { PsgcDirectory } from '../../places/psgc-directory.js';
import { In, type EntityManager, type Repository } from 'typeorm';
import { isDuplicateKey } from '../../../platform/errors/database-errors.js';
import { Reads } from '../../../database/reads.js';
import { TransactionRunner } from '../../../database/transaction-runner.js';
import { badInput, notFound } from '../../../platform/errors/domain-error.js';
import type { AuthUser } from '../../../platform/identity/auth-user.js';
import { validateInput } from '../../../platform/validation/validate-input.js';
import { changedBy } from '../../../platform/identity/actor.js';
import { ProductType } from '../../products/product-enums.js';
import { DeliveryZoneArea } from './delivery-zone-area.entity.js';
import { DeliveryZone } from './delivery-zone.entity.js';
import { ProductTypeRule } from './product-type-rule.entity.js';
import { DeliveryZoneInput } from './zone.input.js';
import { DeliveryZoneModel, ProductTypeRuleModel } from './zone.models.js';

/** The key an area is stored and found under, by PSGC code: "0402100000|" is the whole of Cavite, "0402100000|0402103000" Bacoor in it. */
export const areaKey = (provinceCode: string, cityCode: string | null | undefined) =>
  `${provinceCode}|${cityCode ?? ''}`;

/** "Bacoor, Cavite" or "Cavite", as a message names a place. */
export const placeName = (province: string, city: string | null | undefined) =>
  city ? `${city}, ${province}` : province;

/** A place by its codes; an address whose place is not certain yet has none, and no zone serves it. */
export interface CodedPlace {
  provinceCode: string | null;
  cityCode: string | null;
}

/** The zone that serves each place, by code: the city's own area first, else its province's (null when none does). Active or not. */
export async function zonesAt(manager: EntityManager, places: readonly CodedPlace[]): Promise<(DeliveryZone | null)[]> {
  const keys = places.flatMap(({ provinceCode, cityCode }) =>
    provinceCode && cityCode ? [areaKey(provinceCode, cityCode), areaKey(provinceCode, null)] : [],
  );
  const areas =
    keys.length === 0
      ? []
      : await manager.find(DeliveryZoneArea, {
          where: { placeKey: In([...new Set(keys)]) },
          relations: { zone: true },
        });
  const byKey = new Map(areas.map((area) => [area.placeKey, area.zone ?? null]));
  return places.map(({ provinceCode, cityCode }) =>
    provinceCode && cityCode
      ? (byKey.get(areaKey(provinceCode, cityCode)) ?? byKey.get(areaKey(provinceCode, null)) ?? null)
      : null,
  );
}

/** A zone area as stored: the names as written and the PSGC codes of the place they name; refused when the list has no such place or several. */
function codedArea(
  places: PsgcDirectory,
  area: { province: string; city?: string | null },
): { province: string; city: string; provinceCode: string; cityCode: string | null } {
  const codes = areaCodes(places, area.province, area.city);
  if (!codes) {
    const refusal = area.city
      ? `${placeName(area.province, area.city)} is not a city or municipality of the Philippine list; choose it from the list.`
      : `${area.province} is not a province of the Philippine list; choose it from the list.`;
    throw badInput(refusal, { areas: 'Not a place of the list' });
  }
  return { province: area.province, city: area.city ?? '', provinceCode: codes.provinceCode, cityCode: codes.cityCode };
}

/** Delivery zones and which product types are perishable: kept by employees, every change audited. */
@Injectable()
export class ZonesService {
  private readonly zones: Repository<DeliveryZone>;
  private readonly rules: Repository<ProductTypeRule>;

  constructor(
    private readonly events: EventBus,
    reads: Reads,
    private readonly transactions: TransactionRunner,
    private readonly places: PsgcDirectory,
  ) {
    this.zones = reads.repository(DeliveryZone);
    this.rules = reads.repository(ProductTypeRule);
  }

  /** Every zone with its areas, by name. */
  async list(): Promise<DeliveryZoneModel[]> {
    const zones = await this.zones.find({ relations: { areas: true }, order: { name: 'ASC' } });
    return zones.map((zone) => DeliveryZoneModel.of(zone, zone.areas ?? []));
  }

  create(employee: AuthUser, raw: unknown): Promise<DeliveryZoneModel> {
    const input = validateInput(DeliveryZoneInput, raw);
    return this.saving(input, async (manager) => {
      await this.assertFree(manager, input, null);
      const now = new Date();
      const zone = manager.create(DeliveryZone, { ...this.columns(input), createdAt: now, updatedAt: now });
      zone.id = (await manager.insert(DeliveryZone, zone)).identifiers[0].id as number;
      const areas = await this.insertAreas(manager, zone.id, input);
      const after = DeliveryZoneModel.of(zone, areas);
      await this.events.record(manager, {
        by: changedBy(employee),
        audit: {
          action: 'delivery_zone.created',
          targetType: 'delivery_zone',
          targetId: String(zone.id),
          after,
        },
        type: 'DeliveryRulesChanged',
        target: 'delivery_zone',
        id: String(zone.id),
      });
      return after;
    });
  }

  /** Replaces a zone's settings and areas; orders already placed keep their copy of the zone. */
  update(employee: AuthUser, id: number, raw: unknown): Promise<DeliveryZoneModel> {
    const input = validateInput(DeliveryZoneInput, raw);
    return this.saving(input, async (manager) => {
      const zone = await manager.findOne(DeliveryZone, { where: { id }, relations: { areas: true } });
      if (!zone) throw notFound(`Delivery zone ${id} was not found.`);
      const before = DeliveryZoneModel.of(zone, zone.areas ?? []);
      await this.assertFree(manager, input, id);
      Object.assign(zone, this.columns(input), { updatedAt: new Date() });
      await manager.update(DeliveryZone, { id }, { ...this.columns(input), updatedAt: zone.updatedAt });
      await manager.delete(DeliveryZoneArea, { zoneId: id });
      const after = DeliveryZoneModel.of(zone, await this.insertAreas(manager, id, input));
      await this.events.record(manager, {
        by: changedBy(employee),
        audit: {
          action: 'delivery_zone.changed',
          targetType: 'delivery_zone',
          targetId: String(id),
          before,
          after,
        },
        type: 'DeliveryRulesChanged',
        target: 'delivery_zone',
        id: String(id),
      });
      return after;
    });
  }

  async remove(employee: AuthUser, id: number): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const zone = await manager.findOne(DeliveryZone, { where: { id }, relations: { areas: true } });
      if (!zone) throw notFound(`Delivery zone ${id} was not found.`);
      // Areas first: not every SQLite connection enforces the cascade.
      await manager.delete(DeliveryZoneArea, { zoneId: id });
      await manager.delete(DeliveryZone, { id });
      const before = DeliveryZoneModel.of(zone, zone.areas ?? []);
      await this.events.record(manager, {
        by: changedBy(employee),
        audit: {
          action: 'delivery_zone.deleted',
          targetType: 'delivery_zone',
          targetId: String(id),
          before,
        },
        type: 'DeliveryRulesChanged',
        target: 'delivery_zone',
        id: String(id),
      });
      return true;
    });
  }

  /** Every product type and whether it is perishable (a type without a rule is, to be safe). */
  async typeRules(): Promise<ProductTypeRuleModel[]> {
    const kept = new Map((await this.rules.find()).map((rule) => [rule.productType, rule.perishable]));
    return Object.values(ProductType).map((productType) =>
      ProductTypeRuleModel.of({ productType, perishable: kept.get(productType) ?? true }),
    );
  }

  async setTypeRule(employee: AuthUser, productType: ProductType, perishable: boolean): Promise<ProductTypeRuleModel> {
    if (!Object.values(ProductType).includes(productType))
      throw badInput('Unknown product type.', { productType: 'Unknown product type' });
    if (typeof perishable !== 'boolean')
      throw badInput('Perishable must be true or false.', { perishable: 'Must be true or false' });
    return this.transactions.run(async (manager) => {
      const before = await manager.findOne(ProductTypeRule, { where: { productType } });
      // One statement whether the type's row is there or not: two first writes at once both land.
      await manager.upsert(ProductTypeRule, { productType, perishable }, ['productType']);
      await this.events.record(manager, {
        by: changedBy(employee),
        audit: {
          action: 'product_type.rule_set',
          targetType: 'product_type',
          targetId: productType,
          before: before ? { perishable: before.perishable } : null,
          after: { perishable },
        },
        type: 'DeliveryRulesChanged',
        target: 'product_type',
        id: productType,
      });
      return ProductTypeRuleModel.of({ productType, perishable });
    });
  }

  private columns(input: DeliveryZoneInput) {
    return {
      name: input.name,
      feeCentavos: pesosToCentavos(input.deliveryFee, 'deliveryFee'),
      leadDays: input.leadDays,
      weekdays: [...input.weekdays].sort((a, b) => a - b).join(','),
      cutoff: input.cutoff,
      active: input.active,
    };
  }

  /** A second request taking the same name or place at the same moment meets the unique index: the same refusal. */
  private async saving<T>(input: DeliveryZoneInput, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.transactions.run(work);
    } catch (error) {
      if (isDuplicateKey(error))
        throw badInput(`A zone named ${input.name} or one of its places was saved at the same time. Please try again.`);
      throw error;
    }
  }

  /** The name is unique (in any case) and each place belongs to one zone: this one or none. */
  private async assertFree(manager: EntityManager, input: DeliveryZoneInput, id: number | null): Promise<void> {
    const named = (await manager.find(DeliveryZone, { select: { id: true, name: true } })).find(
      (z) => z.id !== id && placeKey(z.name) === placeKey(input.name),
    );
    if (named) throw badInput(`A zone named ${named.name} already exists.`, { name: 'Another zone has this name' });
    const keys = new Set<string>();
    for (const area of input.areas.map((named) => codedArea(this.places, named))) {
      const key = areaKey(area.provinceCode, area.cityCode);
      if (keys.has(key))
        throw badInput(`${placeName(area.province, area.city)} is listed twice.`, { areas: 'A place is listed twice' });
      keys.add(key);
    }
    const taken = await manager.find(DeliveryZoneArea, {
      where: { placeKey: In([...keys]) },
      relations: { zone: true },
    });
    const elsewhere = taken.find((area) => area.zoneId !== id);
    if (elsewhere) {
      throw badInput(
        `${placeName(elsewhere.province, elsewhere.city)} is already in the zone ${elsewhere.zone?.name ?? elsewhere.zoneId}.`,
        {
          areas: 'A place is in another zone',
        },
      );
    }
  }

  private async insertAreas(
    manager: EntityManager,
    zoneId: number,
    input: DeliveryZoneInput,
  ): Promise<DeliveryZoneArea[]> {
    const areas = input.areas.map((named) => {
      const area = codedArea(this.places, named);
      return manager.create(DeliveryZoneArea, { zoneId, ...area, placeKey: areaKey(area.provinceCode, area.cityCode) });
    });
    const ids = (await manager.insert(DeliveryZoneArea, areas)).identifiers;
    areas.forEach((area, i) => (area.id = ids[i].id as number));
    return areas;
  }
}
