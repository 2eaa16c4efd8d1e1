import { isCutoff, LEAD_DAYS_MAX, WEEKDAY_NAMES, ZONE_NAME_MAX } from '@waters/domain';
import type { CreateDeliveryZoneMutationVariables } from '../api/create-delivery-zone.generated';
import type { DeliveryZoneFieldsFragment } from '../api/delivery-zone-fields.generated';

type DeliveryZoneInput = CreateDeliveryZoneMutationVariables['input'];

/**
 * One row of a zone's areas, chosen from the PSGC lists: a province, and a city or municipality of
 * it or none for the whole province. The names are the lists' (or, for an area named before places
 * were coded and not found, what was written, with no code until chosen again).
 */
export interface AreaDraft {
  provinceCode: string;
  cityCode: string;
  province: string;
  city: string;
}

export const EMPTY_AREA: AreaDraft = { provinceCode: '', cityCode: '', province: '', city: '' };

/** The zone dialog's fields as typed (numbers as text until sent). */
export interface ZoneDraft {
  name: string;
  areas: AreaDraft[];
  deliveryFee: string;
  leadDays: string;
  weekdays: number[];
  cutoff: string;
  active: boolean;
}

export type ZoneField = 'name' | 'areas' | 'deliveryFee' | 'leadDays' | 'weekdays' | 'cutoff';
export type ZoneErrors = Partial<Record<ZoneField, string>>;
export const ZONE_FIELDS: readonly ZoneField[] = ['name', 'areas', 'deliveryFee', 'leadDays', 'weekdays', 'cutoff'];

/** At most this many areas per zone: more is a sign the zone should be split. */
export const AREAS_MAX = 50;
const FEE_MAX = 100_000;
const PESOS = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

/** A new zone: Monday to Saturday, next day, orders until 4 pm, one empty area row. */
export const NEW_ZONE: ZoneDraft = {
  name: '',
  areas: [EMPTY_AREA],
  deliveryFee: '',
  leadDays: '1',
  weekdays: [1, 2, 3, 4, 5, 6],
  cutoff: '16:00',
  active: true,
};

export const draftOf = (zone: DeliveryZoneFieldsFragment): ZoneDraft => ({
  name: zone.name,
  areas: zone.areas.map((area) => ({
    provinceCode: area.provinceCode ?? '',
    cityCode: area.cityCode ?? '',
    province: area.province,
    city: area.city ?? '',
  })),
  deliveryFee: String(zone.deliveryFee),
  leadDays: String(zone.leadDays),
  weekdays: [...zone.weekdays],
  cutoff: zone.cutoff,
  active: zone.active,
});

const filledAreas = (areas: readonly AreaDraft[]) =>
  areas.filter((area) => area.provinceCode !== '' || area.province.trim() !== '');

/** What is wrong with the draft, field by field (the server checks the same and that no area is another zone's). */
export function zoneErrors(draft: ZoneDraft): ZoneErrors {
  const errors: ZoneErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = 'Enter the zone’s name.';
  else if (name.length > ZONE_NAME_MAX) errors.name = `The name can be at most ${ZONE_NAME_MAX} characters.`;
  const areas = filledAreas(draft.areas);
  if (areas.length === 0)
    errors.areas = 'Add at least one area: a province, and a city unless the whole province is covered.';
  else if (areas.some((area) => area.provinceCode === ''))
    errors.areas = 'Choose each area’s province (and city) from the lists.';
  else if (areas.length > AREAS_MAX) errors.areas = `A zone can have at most ${AREAS_MAX} areas.`;
  else if (new Set(areas.map(areaKey)).size !== areas.length) errors.areas = 'An area is listed twice.';
  const fee = draft.deliveryFee.trim();
  if (!PESOS.test(fee) || Number(fee) > FEE_MAX) errors.deliveryFee = 'Enter the fee in pesos, e.g. 80 or 79.50.';
  const lead = draft.leadDays.trim();
  if (!WHOLE.test(lead) || Number(lead) > LEAD_DAYS_MAX)
    errors.leadDays = `Enter a whole number of days from 0 to ${LEAD_DAYS_MAX}.`;
  if (draft.weekdays.length === 0) errors.weekdays = 'Choose at least one delivery day.';
  if (!isCutoff(draft.cutoff)) errors.cutoff = 'Enter the cut-off time, e.g. 16:00.';
  return errors;
}

const areaKey = (area: AreaDraft) => `${area.provinceCode}|${area.cityCode}`;

/** The mutation's input: the lists' names (the server finds their codes), no city for the whole province, days in week order. */
export const zoneInput = (draft: ZoneDraft): DeliveryZoneInput => ({
  name: draft.name.trim(),
  areas: filledAreas(draft.areas).map((area) => ({ province: area.province, city: area.cityCode ? area.city : null })),
  deliveryFee: Number(draft.deliveryFee.trim()),
  leadDays: Number(draft.leadDays.trim()),
  weekdays: [...draft.weekdays].sort((a, b) => a - b),
  cutoff: draft.cutoff,
  active: draft.active,
});

const SHORT_DAYS = WEEKDAY_NAMES.map((day) => day.slice(0, 3));

/** "Mon–Sat", "Every day", "Mon, Wed, Fri": runs of three or more days as a range. */
export function describeWeekdays(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].filter((day) => day >= 1 && day <= 7).sort((a, b) => a - b);
  if (days.length === 7) return 'Every day';
  const parts: string[] = [];
  for (let i = 0; i < days.length;) {
    let end = i;
    while (end + 1 < days.length && days[end + 1] === days[end] + 1) end++;
    if (end - i >= 2) parts.push(`${SHORT_DAYS[days[i] - 1]}–${SHORT_DAYS[days[end] - 1]}`);
    else for (let k = i; k <= end; k++) parts.push(SHORT_DAYS[days[k] - 1]);
    i = end + 1;
  }
  return parts.join(', ');
}

/** "Bacoor, Cavite" or "Cavite (whole province)". */
export const describeArea = (area: { province: string; city?: string | null }) =>
  area.city ? `${area.city}, ${area.province}` : `${area.province} (whole province)`;

/** "Same day", "1 day", "2 days". */
export const describeLead = (days: number) => (days === 0 ? 'Same day' : days === 1 ? '1 day' : `${days} days`);
