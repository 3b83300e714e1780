// The one rule for links people will open (application URLs, company sites): http or https only, never
// javascript: or data:. Zod-free, so forms can check it too.
export function httpUrl(text: string | undefined | null): URL | null {
  try {
    const url = new URL((text ?? "").trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

export const notWebUrl = (label: string) => `${label} must start with http:// or https://`;
