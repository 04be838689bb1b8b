import type { Clock } from '@domain/ports/clock';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
