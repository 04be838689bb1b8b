export type {
  CmsDocument,
  CmsItem,
  CmsType,
  SchoolBadge,
  SchoolPromise,
} from '@domain/ports/admissions-gateway';
