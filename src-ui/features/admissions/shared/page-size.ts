/** Rows per page of the server-paged lists (PagedList), and so of the first-screen reads. */
export const PAGE_SIZE = 10;
