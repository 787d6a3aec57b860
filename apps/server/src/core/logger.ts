/** The part of pino's logger services use, so they need neither Fastify nor pino to be tested. */
export interface Logger {
  info(obj: object, message?: string): void;
  warn(obj: object, message?: string): void;
  error(obj: object, message?: string): void;
}
