// The saved-search filters of a home view: its GET /api/jobs query fields, text included, without paging or sort.
import { homeSearch, type HomeFilters } from "./home-query";

export function homeViewFilters(filters: HomeFilters): Record<string, string> {
  const { sortBy: _sort, limit: _limit, cursor: _cursor, offset: _offset, ids: _ids, ...fields } = homeSearch(filters);
  return Object.fromEntries(Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
}

/**
 * Whether a saved search's filters are this view's, compared as the server keeps one search per account
 * (saved_searches_user_filters_key): the same fields with the same values, as text and case aside.
 */
export function isSameSearch(saved: Record<string, unknown>, view: Record<string, string>): boolean {
  const text = (fields: Record<string, unknown>) =>
    Object.entries(fields)
      .filter(([, value]) => value !== undefined && value !== null && value !== "")
      .map(([key, value]) => `${key}=${String(value).trim().toLowerCase()}`)
      .sort()
      .join("&");
  return text(saved) === text(view);
}
