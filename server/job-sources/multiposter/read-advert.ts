// A multiposter's request body as the flat field record Broadbean and its peers send: one XML element per
// field under the root (`<job><command>add</command>…</job>`), or the same names form-encoded. The XML
// parser keeps DTDs, entities and processing instructions inert: a DOCTYPE is refused outright, so an
// external entity (XXE) is never fetched and an entity bomb is never expanded.
import "server-only";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { readLimitedBody } from "../../http/body";
import { HttpError, badRequest } from "../../http/errors";

/** One advert is a few kilobytes; its description may carry HTML. */
export const MAX_ADVERT_BYTES = 256 * 1024;

export type AdvertFields = Record<string, string>;

const XML_TYPES = ["application/xml", "text/xml"];
const FORM_TYPE = "application/x-www-form-urlencoded";

const parser = new XMLParser({
  ignoreAttributes: true,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  parseTagValue: false,
  trimValues: true,
  cdataPropName: false,
});

export const unsupportedType = () =>
  new HttpError(
    415,
    "Send the advert as application/xml, text/xml or application/x-www-form-urlencoded",
    undefined,
    "unsupported_media_type",
  );

export async function readAdvert(request: Request): Promise<AdvertFields> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!XML_TYPES.includes(type) && type !== FORM_TYPE) throw unsupportedType();
  const body = (await readLimitedBody(request, MAX_ADVERT_BYTES, "The advert is too large")).toString("utf8");
  return type === FORM_TYPE ? fromForm(body) : fromXml(body);
}

function fromForm(body: string): AdvertFields {
  const fields: AdvertFields = {};
  for (const [name, value] of new URLSearchParams(body)) fields[name.toLowerCase()] = value.trim();
  return fields;
}

function fromXml(body: string): AdvertFields {
  // No advert needs a document type: refusing one is what keeps entities (external or nested) out.
  if (/<!DOCTYPE|<!ENTITY/i.test(body)) throw badRequest("A DOCTYPE or entity declaration is not accepted");
  const document = parsed(body);
  const roots = Object.values(document).filter((v) => v && typeof v === "object");
  if (roots.length !== 1) throw badRequest("Send one advert: a single root element holding its fields");
  const fields: AdvertFields = {};
  for (const [name, value] of Object.entries(roots[0] as Record<string, unknown>)) {
    // A repeated or nested field has no meaning in this format: the first text wins, structure is ignored.
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === "string" || typeof text === "number") fields[name.toLowerCase()] = decodeXmlEntities(String(text));
  }
  return fields;
}

function parsed(body: string): Record<string, unknown> {
  const notXml = () => badRequest("The advert is not well-formed XML");
  if (!body.trim() || XMLValidator.validate(body) !== true) throw notXml();
  try {
    return parser.parse(body) as Record<string, unknown>;
  } catch {
    throw notXml();
  }
}

const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** XML's five predefined entities and character references, the only ones a DOCTYPE-less document has. */
function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== "#") return PREDEFINED[name.toLowerCase()] ?? whole;
    const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
