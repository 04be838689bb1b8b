// ... nor by a relative path.
import { thing } from '../../src-adapters/http/axios-http';
export const again = thing;
