// A relative path out of src-domain is as forbidden as an alias.
import { thing } from '../../src-adapters/http/axios-http';
export const again = thing;
