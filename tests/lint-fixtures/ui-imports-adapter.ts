// src-ui must not import a concrete adapter.
import { thing } from '@adapters/http/axios-http';
export const again = thing;
