// src-ui must not import the contract: view models call use cases.
import * as enrollmentApi from '@contract/enrollment';
export const api = enrollmentApi;
