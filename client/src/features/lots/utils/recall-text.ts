/** "1 order", "3 orders". */
export const counted = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** What a recall found, in one line: "Found 3 orders, 2 customers, 7 units in 12 ms". */
export const foundText = (found: {
  ordersFound: number;
  customersFound: number;
  unitsFound: number;
  lookupMs: number;
}) =>
  `Found ${counted(found.ordersFound, 'order')}, ${counted(found.customersFound, 'customer')}, ${counted(found.unitsFound, 'unit')} in ${found.lookupMs} ms`;
