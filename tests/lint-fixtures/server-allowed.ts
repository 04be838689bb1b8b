// Allowed in server/: the contract and pure domain rules.
import { envelope } from '@contract/envelope';
import { parseIdNumber } from '@domain/identity/id-number';
export const deps = [envelope, parseIdNumber];
