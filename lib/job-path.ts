// A job's page address on this site: the one canonical form sitemaps, feeds, emails and search engines are given.
export const jobPath = (id: string) => `/job/${id}`;
