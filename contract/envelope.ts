import { z } from 'zod';

/** Every response: {code, msg, data, success} (spec section 3). Success codes are 0, 200 and 201. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data, success: z.boolean() });

export type Envelope<T> = { code: number; msg: string; data: T; success: boolean };
