import type { Logger } from '@domain/ports/logger';

export class ConsoleLogger implements Logger {
  info(...args: unknown[]): void {
    console.info(...args);
  }
  warn(...args: unknown[]): void {
    console.warn(...args);
  }
  error(...args: unknown[]): void {
    console.error(...args);
  }
}
