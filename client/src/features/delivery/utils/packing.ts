import type { LotChoiceInput } from '../../../gql/graphql';
import type { PackingPlanQuery } from '../api/packing-plan.generated';

/** A tracked line of the order to pack: what first-expired-first-out takes, and the lots it may take. */
export type PlanLine = PackingPlanQuery['packingPlan'][number];
export type PlanLot = PlanLine['lots'][number];

/** "5 × DRD-20261101-A (best before 01May2027), 1 × DRD-20261115-A (best before 15May2027)" */
export const suggestionText = (line: PlanLine) =>
  line.suggested.length === 0
    ? 'no sellable lot'
    : line.suggested
        .map(({ quantity, lot }) => `${quantity} × ${lot.lotCode} (best before ${lot.bestBeforeLabel})`)
        .join(', ');

/** Why a line cannot be packed today, or null when its sellable lots cover it. */
export const shortText = (line: PlanLine) =>
  line.short > 0
    ? `Only ${line.quantity - line.short} of the ${line.quantity} units of ${line.productName} are in sellable lots (${line.short} short): record a lot, or release one on hold, before packing.`
    : null;

/** The lots a packer may choose from: released, within their best-before, with units left. */
export const choosableLots = (line: PlanLine) => line.lots.filter((lot) => lot.sellable && lot.quantityLeft > 0);

/** The units typed for each line and lot (as typed), keyed `${lineId}:${lotId}`. */
export type TypedUnits = Readonly<Record<string, string>>;
export const unitsKey = (lineId: number, lotId: number) => `${lineId}:${lotId}`;

/** The quantities the choice starts from: the suggestion's (0 for the lots it does not take). */
export function suggestedUnits(plan: readonly PlanLine[]): TypedUnits {
  const units: Record<string, string> = {};
  for (const line of plan)
    for (const lot of choosableLots(line)) {
      const take = line.suggested.find((suggested) => suggested.lot.id === lot.id);
      units[unitsKey(line.lineId, lot.id)] = String(take?.quantity ?? 0);
    }
  return units;
}

/** One typed quantity's problem: whole units, within what the lot has left. */
export function unitsProblem(typed: string, lot: PlanLot): string | undefined {
  const text = typed.trim();
  if (!/^\d{1,6}$/.test(text)) return `Whole units, from 0 to ${lot.quantityLeft}.`;
  if (Number(text) > lot.quantityLeft) return `Lot ${lot.lotCode} has ${lot.quantityLeft} left.`;
  return undefined;
}

export interface LineChoice {
  line: PlanLine;
  /** The units chosen in all (the valid entries). */
  chosen: number;
  /** Whether every entry is whole units within its lot. */
  valid: boolean;
  /** "Choose 6 units in all: 5 chosen." when they do not add up. */
  problem: string | undefined;
  /** Whether the choice differs from the suggestion. */
  differs: boolean;
  lots: LotChoiceInput[];
}

/** Each line's choice from what was typed: whether it adds up, and whether it differs from the suggestion. */
export function lineChoices(plan: readonly PlanLine[], typed: TypedUnits): LineChoice[] {
  const suggested = suggestedUnits(plan);
  return plan.map((line) => {
    const lots: LotChoiceInput[] = [];
    let chosen = 0;
    let valid = true;
    let differs = false;
    for (const lot of choosableLots(line)) {
      const key = unitsKey(line.lineId, lot.id);
      const text = typed[key] ?? suggested[key];
      if (unitsProblem(text, lot)) {
        valid = false;
        continue;
      }
      const quantity = Number(text.trim());
      if (quantity !== Number(suggested[key])) differs = true;
      chosen += quantity;
      if (quantity > 0) lots.push({ lineId: line.lineId, lotId: lot.id, quantity });
    }
    const problem =
      valid && chosen !== line.quantity
        ? `Choose ${line.quantity} ${line.quantity === 1 ? 'unit' : 'units'} in all: ${chosen} chosen.`
        : undefined;
    return { line, chosen, valid, problem, differs, lots };
  });
}
