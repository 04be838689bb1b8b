// Allowed in server/: the contract and pure domain rules.
import { envelope } from '@contract/envelope';
import { parseIdNumber } from '@domain/rules/id-number';
export const deps = [envelope, parseIdNumber];
