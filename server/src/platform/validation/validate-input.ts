import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { badInput, type FieldErrors } from '../errors/domain-error.js';

function collect(errors: ValidationError[], prefix: string, into: FieldErrors): void {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    // Decorators run bottom-up, so the first message comes from the most basic check (declared last).
    if (messages.length > 0) into[path] = messages[0];
    if (error.children?.length) collect(error.children, path, into);
  }
}

/**
 * The one way services accept input: whatever the entry point (GraphQL args,
 * a legacy REST body), the same class-validator rules run here.
 */
export function validateInput<T extends object>(
  type: ClassConstructor<T>,
  input: unknown,
  summary?: (fields: FieldErrors) => string,
): T {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw badInput('Request body must be an object.');
  }
  const instance = plainToInstance(type, input, { exposeDefaultValues: true });
  const errors = validateSync(instance as object, {
    whitelist: true,
    forbidUnknownValues: true,
    validationError: { target: false, value: false },
  });
  if (errors.length > 0) {
    const fields: FieldErrors = {};
    collect(errors, '', fields);
    throw badInput(summary ? summary(fields) : Object.values(fields)[0], fields);
  }
  return instance;
}
