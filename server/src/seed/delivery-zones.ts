/** The demo shop's zones around the Cavite facility; created with the demo accounts, outside production. */
export interface DemoZone {
  name: string;
  provinces: readonly string[];
  /** Pesos. */
  fee: number;
  leadDays: number;
  weekdays: readonly number[];
  cutoff: string;
}

const MONDAY_TO_SATURDAY = [1, 2, 3, 4, 5, 6];

export const DEMO_ZONES: readonly DemoZone[] = [
  { name: 'Cavite', provinces: ['Cavite'], fee: 80, leadDays: 0, weekdays: MONDAY_TO_SATURDAY, cutoff: '10:00' },
  {
    name: 'Metro Manila',
    provinces: ['Metro Manila'],
    fee: 150,
    leadDays: 1,
    weekdays: MONDAY_TO_SATURDAY,
    cutoff: '15:00',
  },
  {
    name: 'South Luzon',
    provinces: ['Laguna', 'Batangas', 'Quezon'],
    fee: 250,
    leadDays: 2,
    weekdays: [1, 2, 3, 4, 5],
    cutoff: '12:00',
  },
];
