import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What the demo catalogue was seeded with, per kind, before the guidance was kept once (@waters/domain STORAGE_BY_KIND). */
const SEEDED: Record<string, Record<string, string>> = {
  DRIED: {
    storage_temperature: 'Cool, dry place away from sunlight (below 25 °C)',
    shelf_life_unopened: '6 months',
    shelf_life_opened: '1 month in an airtight container in the refrigerator',
    preparation:
      'No thawing needed. Rinse briefly if too salty, pat dry, then fry in a little hot oil until crisp, about 1–2 minutes a side.',
  },
  MARINATED: {
    storage_temperature: 'Frozen, -18 °C or colder',
    shelf_life_unopened: '3 months frozen',
    shelf_life_opened: 'Cook within 2 days once thawed; do not refreeze',
    preparation:
      'Thaw overnight in the refrigerator (never at room temperature). Drain the marinade and pan-fry over medium heat until golden, 4–5 minutes a side.',
  },
  SMOKED: {
    storage_temperature: 'Refrigerated, 0–4 °C, or frozen at -18 °C',
    shelf_life_unopened: '2 weeks refrigerated, 3 months frozen',
    shelf_life_opened: '3 days refrigerated',
    preparation:
      'Thaw frozen packs in the refrigerator. Ready to eat; warm in a pan or flake into rice, pasta or salads.',
  },
};

/**
 * Storage guidance kept once per kind: a product's lines that are still the demo seed's copy are
 * emptied, so that the product follows its kind's guidance (the one the footer's FAQ agrees with;
 * the seed had smoked fish keep two weeks where the FAQ says 5 to 7 days). Lines the staff wrote
 * are left as they are.
 */
export class StorageByKind1796774400000 implements MigrationInterface {
  name = 'StorageByKind1796774400000';

  async up(runner: QueryRunner): Promise<void> {
    for (const [type, columns] of Object.entries(SEEDED)) {
      for (const [column, text] of Object.entries(columns))
        await runner.query(`UPDATE products SET ${column} = NULL WHERE type = ? AND ${column} = ?`, [type, text]);
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const [type, columns] of Object.entries(SEEDED)) {
      for (const [column, text] of Object.entries(columns))
        await runner.query(`UPDATE products SET ${column} = ? WHERE type = ? AND ${column} IS NULL`, [text, type]);
    }
  }
}
