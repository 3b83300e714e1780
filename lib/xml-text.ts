// Text that goes into an XML document we serve (the RSS feed, sitemaps). XML 1.0 forbids C0 controls other
// than tab, LF and CR, U+FFFE, U+FFFF and lone surrogates, even as character references: one of them in
// any job title made the whole feed unreadable for every reader. They are dropped, never escaped.
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

/** The text without the characters XML 1.0 cannot carry. */
export const withoutXmlInvalid = (text: string) => text.replace(XML_INVALID, "");

/** The text as XML character data or an attribute value: invalid characters dropped, markup escaped. */
export const xmlText = (text: string) =>
  withoutXmlInvalid(text).replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
