/** Thrown when the environment cannot start the server; the message is one line for the operator. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
