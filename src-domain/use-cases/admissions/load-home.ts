import type {
  AdmissionsGateway,
  CmsDocument,
  CmsItem,
  CmsType,
  Page,
  SchoolBadge,
  SchoolPromise,
} from '../../ports/admissions-gateway';

export interface HomeHead {
  /** null when the school's badge could not be read (the home still shows). */
  badge: SchoolBadge | null;
  promise: SchoolPromise | null;
}

/** The head of the home page: the school badge and promise, each optional. */
export async function loadHomeHead(admissions: AdmissionsGateway): Promise<HomeHead> {
  const [badge, promise] = await Promise.allSettled([admissions.schoolBadge(), admissions.schoolPromise()]);
  return {
    badge: badge.status === 'fulfilled' ? badge.value : null,
    promise: promise.status === 'fulfilled' ? promise.value : null,
  };
}

/** One page of the home's news or documents. */
export function listCms(
  admissions: AdmissionsGateway,
  type: CmsType,
): (pageNo: number, pageSize: number) => Promise<Page<CmsItem>> {
  return (pageNo, pageSize) => admissions.cmsPage(type, pageNo, pageSize);
}

/** Open one news item or document with its content and attachments. */
export function openCmsDocument(admissions: AdmissionsGateway, id: string): Promise<CmsDocument> {
  return admissions.cmsDocument(id);
}
