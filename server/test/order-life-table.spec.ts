import { describe, expect, it } from '@jest/globals';
import {
  ORDER_ACTIONS,
  ORDER_AUDIT_ACTIONS,
  ORDER_LIFE,
  ORDER_WEBHOOKS,
  orderLifeMarkdown,
  transitionsOf,
} from '@waters/domain';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEBHOOK_EVENTS } from '../src/modules/webhooks/webhook-events.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SRC = join(ROOT, 'server', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

/** The application's code: not migrations (history) nor tools that fill a throwaway database. */
const APPLICATION = sources(SRC).filter((path) => !/[/\\](migrations|tools)[/\\]/.test(path));
const text = (path: string) => readFileSync(path, 'utf8');

/**
 * The table (packages/domain order-life) is the one source of an order's life: no code changes an
 * order's row except the transition helper, every action the table names is asked for by the
 * server, and the documentation is the table's own drawing.
 */
describe('the order-life table and the code', () => {
  it('no code but the transition helper updates an order (an UPDATE of orders elsewhere would be a transition outside the table)', () => {
    const updating = APPLICATION.filter((path) =>
      /\.update\(\s*Order\b|UPDATE\s+orders\b|\.save\(\s*Order\b|getRepository\(\s*Order\s*\)\.update/.test(text(path)),
    );
    expect(updating.map((path) => relative(ROOT, path))).toEqual([
      'server/src/modules/orders/life/transition-update.ts',
    ]);
  });

  it('every action of the table is asked for by a service that takes transitions', () => {
    const callers = APPLICATION.filter((path) => text(path).includes('this.transitions.run('))
      .map(text)
      .join('\n');
    // Placing creates the order (OrdersService.place): it is no update of one.
    const missing = ORDER_ACTIONS.filter((action) => action !== 'place' && !callers.includes(`'${action}'`));
    expect(missing).toEqual([]);
    for (const action of ORDER_ACTIONS) expect(transitionsOf(action).length).toBeGreaterThan(0);
  });

  it('names transitions once, each with its audit action and webhooks the shop knows', () => {
    const names = ORDER_LIFE.map((transition) => transition.name);
    expect(new Set(names).size).toBe(names.length);
    for (const transition of ORDER_LIFE) {
      expect(ORDER_AUDIT_ACTIONS).toContain(transition.audit);
      for (const hook of transition.webhooks) expect(Object.keys(WEBHOOK_EVENTS)).toContain(hook);
    }
    expect(
      [...ORDER_WEBHOOKS].every((hook) => ORDER_LIFE.some((transition) => transition.webhooks.includes(hook))),
    ).toBe(true);
  });

  it('is drawn in docs/order-life.md exactly as the table is now (npm run order-life)', () => {
    expect(readFileSync(join(ROOT, 'docs', 'order-life.md'), 'utf8')).toBe(orderLifeMarkdown());
  });
});
