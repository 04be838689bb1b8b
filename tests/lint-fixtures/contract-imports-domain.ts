// contract/ imports only zod, not even the domain.
import { parseIdNumber } from '@domain/rules/id-number';
export const parse = parseIdNumber;
