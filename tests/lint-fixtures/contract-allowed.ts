// Allowed in contract/: zod and its own files.
import { z } from 'zod';
import { envelope } from './envelope';
export const ok = envelope(z.string());
