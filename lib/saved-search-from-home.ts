// The saved-search filters of a home view: its GET /api/jobs query fields, text included, without paging or sort.
import { homeSearch, type HomeFilters } from "./home-query";

export function homeViewFilters(filters: HomeFilters): Record<string, string> {
  const { sortBy: _sort, limit: _limit, cursor: _cursor, offset: _offset, ids: _ids, ...fields } = homeSearch(filters);
  return Object.fromEntries(Object.entries(fields).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
}
