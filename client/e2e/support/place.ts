import type { Locator, Page } from 'playwright-core';

/** A form field by its visible label (required fields add a decorative " *"). */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));

/**
 * Chooses a place from the PSGC lists as a person does: the province, then (once its list has
 * come) the city or municipality, then the barangay when given. Names are the list's own.
 */
export async function choosePlace(
  scope: Page | Locator,
  place: { province: string; city: string; barangay?: string },
): Promise<void> {
  const pick = async (label: string, name: string) => {
    const select = field(scope, label);
    await select.locator('option', { hasText: name }).first().waitFor({ state: 'attached' });
    await select.selectOption({ label: name });
  };
  await pick('Province', place.province);
  await pick('City or municipality', place.city);
  if (place.barangay) await pick('Barangay \\(optional\\)', place.barangay);
}
