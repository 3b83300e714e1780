// Renders client components inside the app-router context Next provides on a real page.
import { render } from "@testing-library/react";
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";

export const pushed: string[] = [];

const router = {
  push: (href: string) => void pushed.push(href),
  replace: (href: string) => void pushed.push(href),
  refresh: () => undefined,
  back: () => undefined,
  forward: () => undefined,
  prefetch: () => undefined,
};

export function renderInApp(ui: React.ReactElement) {
  return render(<AppRouterContext.Provider value={router as never}>{ui}</AppRouterContext.Provider>);
}
