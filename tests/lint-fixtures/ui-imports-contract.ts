// src-ui must not import the contract: view models call use cases.
import { enrollmentApi } from '@contract/api/enrollment';
export const api = enrollmentApi;
