"use client";
// One QueryClient per browser tab (one per request on the server), shared by every screen.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";

function makeClient() {
  return new QueryClient({
    defaultOptions: {
      // Server-rendered data is fresh when it arrives; a screen that must stay current polls on its own,
      // and a failed read says so at once (with its own "Try again") rather than after hidden retries.
      queries: { staleTime: 30_000, retry: false },
    },
  });
}

export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(makeClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
