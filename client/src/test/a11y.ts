import axe from 'axe-core';

/**
 * The axe violations under `root`, one line each ("rule: targets"), for `toEqual([])`. Structural
 * checks only: jsdom has no layout, so colour contrast is left to the browser suite.
 */
export async function axeViolations(root: HTMLElement = document.body): Promise<string[]> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
