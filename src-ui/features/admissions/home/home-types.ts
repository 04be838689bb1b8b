import type { ResponseOf } from '@contract/endpoint';
import type * as E from '@contract/enrollment';

export type CmsItem = ResponseOf<typeof E.cmsQuery>['list'][number];
export type CmsType = CmsItem['type'];
export type CmsDocument = ResponseOf<typeof E.cmsDocumentInfo>;
export type SchoolBadge = ResponseOf<typeof E.schoolBadgeConfig>;
export type SchoolPromise = ResponseOf<typeof E.schoolPromiseConfig>;
