import { ValidateBy } from 'class-validator';

/**
 * A class-validator check made from a rule that says what is wrong with a value (or null), as the
 * domain's rules do: the field's message is the rule's own, so the browser and the API say the same.
 */
export const ByProblem = (name: string, problem: (value: unknown) => string | null) =>
  ValidateBy(
    { name, validator: { validate: (value: unknown) => problem(value) === null } },
    { message: ({ value }) => problem(value) ?? '' },
  );
