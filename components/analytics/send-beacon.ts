// Fire-and-forget beacons with the visit's UTM tags, read from the page address.
const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

export function utmTags(search: string = typeof window === "undefined" ? "" : window.location.search) {
  const params = new URLSearchParams(search);
  const pick = (key: (typeof UTM_KEYS)[number]) => params.get(key) || undefined;
  return {
    snake: Object.fromEntries(UTM_KEYS.map((k) => [k, pick(k)])),
    camel: {
      utmSource: pick("utm_source"),
      utmMedium: pick("utm_medium"),
      utmCampaign: pick("utm_campaign"),
      utmTerm: pick("utm_term"),
      utmContent: pick("utm_content"),
    },
  };
}

export function sendBeacon(url: string, body: unknown): void {
  const payload = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.(url, new Blob([payload], { type: "application/json" }))) return;
  } catch {
    // fall through to fetch
  }
  fetch(url, {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json" },
    keepalive: true,
    credentials: "include",
  }).catch((error) => console.warn("Beacon failed", url, error));
}

export function logEvent(action: string, category: string, label?: string) {
  sendBeacon("/api/analytics/event", {
    action,
    category,
    label,
    path: window.location.pathname,
    referrer: document.referrer,
    ...utmTags().camel,
  });
}
