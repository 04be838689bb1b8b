// Allowed in contract/: the journeys' pure codes module (issue 23), its enums derive from it.
import { z } from 'zod';
import { codeList, FEE_CODE } from '../src-domain/journeys/codes';
export const feeStatus = z.literal(codeList(FEE_CODE));
