/** Where a face photo's bytes live: their own prefix, apart from documents (GB/T 35273). */
export const faceKey = (tenantId: string, fileId: string) => `faces/${tenantId}/${fileId}`;
