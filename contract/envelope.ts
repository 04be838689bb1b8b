import { z } from 'zod';

/** Every response: {code, msg, data, success} (spec section 3). Success codes are 0, 200 and 201. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data, success: z.boolean() });

export type Envelope<T> = { code: number; msg: string; data: T; success: boolean };

/** Server result codes used by the reference server (spec section 8 reads 0/200/201, 401, 403, other). */
export const ResultCode = {
  OK: 0,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY: 429,
  SERVER: 500,
} as const;
