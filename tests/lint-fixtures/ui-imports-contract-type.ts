// Not even a type: screens use the domain's types.
import type { ResponseOf } from '@contract/endpoint';
export type X = ResponseOf<unknown>;
