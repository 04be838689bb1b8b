// contract/ imports only zod, not even the domain.
import { parseIdNumber } from '@domain/identity/id-number';
export const parse = parseIdNumber;
