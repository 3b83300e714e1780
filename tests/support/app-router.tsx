// Renders client components inside the app-router context Next provides on a real page, and the query
// client the root layout provides (a fresh one each time, so no test sees another's cache).
import { render } from "@testing-library/react";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { SearchParamsContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { QueryProvider } from "@/components/query/query-provider";

export const pushed: string[] = [];

const router = {
  push: (href: string) => void pushed.push(href),
  replace: (href: string) => void pushed.push(href),
  refresh: () => undefined,
  back: () => undefined,
  forward: () => undefined,
  prefetch: () => undefined,
};

/** `search` is the page address's query string, as useSearchParams reads it. */
export function renderInApp(ui: React.ReactElement, search = "") {
  return render(
    <AppRouterContext.Provider value={router as never}>
      <SearchParamsContext.Provider value={new URLSearchParams(search)}>
        <QueryProvider>{ui}</QueryProvider>
      </SearchParamsContext.Provider>
    </AppRouterContext.Provider>,
  );
}
