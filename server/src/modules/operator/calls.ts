import * as O from '@contract/operator';
import type { OperatorCall } from '@contract/operator';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import {
  createSchool,
  listSchools,
  type OperatorActor,
  operatorCreateStaff,
  renameSchool,
  setSchoolDisabled,
} from './schools';

type Schema = { path: string; request: z.ZodType; response: z.ZodType };

interface Call<S extends Schema> {
  schema: S;
  run(db: Db, input: z.output<S['request']>, who: OperatorActor): Promise<z.input<S['response']>>;
  /** Changes which schools answer: the server forgets its cached school lists. */
  changesScope?: boolean;
}
const call = <S extends Schema>(c: Call<S>) => c;

/**
 * Every operator call, once: `npm run school` / `npm run staff` run them on the database directly,
 * or POST them to a running server's operator endpoint (routes.ts), which runs the same entry.
 */
export const OPERATOR_CALLS = {
  createSchool: call({ schema: O.createSchool, run: createSchool }),
  listSchools: call({ schema: O.listSchools, run: (db) => listSchools(db) }),
  renameSchool: call({
    schema: O.renameSchool,
    run: (db, i, who) => renameSchool(db, i.orgId, i.name, who),
  }),
  disableSchool: call({
    schema: O.disableSchool,
    run: (db, i, who) => setSchoolDisabled(db, i.orgId, true, who),
    changesScope: true,
  }),
  enableSchool: call({
    schema: O.enableSchool,
    run: (db, i, who) => setSchoolDisabled(db, i.orgId, false, who),
    changesScope: true,
  }),
  createStaff: call({ schema: O.createStaff, run: operatorCreateStaff }),
} satisfies Record<OperatorCall, { schema: Schema }>;
