// A JSON POST whose failure carries the spec's message: status, a colon and space, then the body.
export async function postJson(url: string, body: unknown): Promise<Response> {
  const res = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) {
    const text = await res.text();
    let message = text || res.statusText;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? message;
    } catch {
      // not JSON: keep the text
    }
    throw new Error(`${res.status}: ${message}`);
  }
  return res;
}
