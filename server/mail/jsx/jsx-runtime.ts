// A tiny JSX runtime that renders straight to an HTML string, for email templates. React's own
// renderer (react-dom/server) refuses to load in route handlers, which run under the react-server
// condition; emails need no state or effects, only escaped markup, so 80 lines do. See decision 022.
import { escapeHtml } from "@/lib/html";

export class Html {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

export type Child = Html | string | number | boolean | null | undefined | Child[];
type Props = Record<string, unknown> & { children?: Child };
type Component = (props: never) => Html;

export const Fragment = Symbol("Fragment");

const VOID = new Set(["area", "base", "br", "col", "hr", "img", "input", "link", "meta", "source", "wbr"]);
const ATTRIBUTE_NAMES: Record<string, string> = { className: "class", htmlFor: "for", httpEquiv: "http-equiv", charSet: "charset" };

function renderChildren(child: Child): string {
  if (child === null || child === undefined || typeof child === "boolean") return "";
  if (child instanceof Html) return child.html;
  if (Array.isArray(child)) return child.map(renderChildren).join("");
  return escapeHtml(String(child));
}

// Numbers mean pixels, as in React, except for these.
const UNITLESS = new Set(["fontWeight", "opacity", "zIndex", "lineHeight", "flex", "flexGrow", "flexShrink", "order"]);

/** `{ fontSize: 14, fontWeight: 700 }` to `font-size:14px;font-weight:700`. */
function styleText(style: Record<string, string | number | undefined>): string {
  return Object.entries(style)
    .filter(([, v]) => v !== undefined && v !== "")
    .map(
      ([k, v]) =>
        `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${typeof v === "number" && v !== 0 && !UNITLESS.has(k) ? `${v}px` : v}`,
    )
    .join(";");
}

function attributes(props: Props): string {
  let out = "";
  for (const [name, value] of Object.entries(props)) {
    if (name === "children" || name === "dangerouslySetInnerHTML" || value === null || value === undefined || value === false) continue;
    const attr = ATTRIBUTE_NAMES[name] ?? name.toLowerCase();
    if (value === true) out += ` ${attr}`;
    else if (name === "style" && typeof value === "object")
      out += ` style="${escapeHtml(styleText(value as Record<string, string | number>))}"`;
    else out += ` ${attr}="${escapeHtml(String(value))}"`;
  }
  return out;
}

export function jsx(type: string | Component | typeof Fragment, props: Props): Html {
  if (type === Fragment) return new Html(renderChildren(props.children));
  if (typeof type === "function") return (type as (p: Props) => Html)(props);
  const raw = props.dangerouslySetInnerHTML as { __html: string } | undefined;
  if (VOID.has(type)) return new Html(`<${type}${attributes(props)}>`);
  return new Html(`<${type}${attributes(props)}>${raw ? raw.__html : renderChildren(props.children)}</${type}>`);
}

export const jsxs = jsx;
export const jsxDEV = jsx;

// eslint-disable-next-line @typescript-eslint/no-namespace
export namespace JSX {
  export type Element = Html;
  export interface IntrinsicAttributes {
    key?: string | number;
  }
  export interface ElementChildrenAttribute {
    children: unknown;
  }
  export interface IntrinsicElements {
    [name: string]: Record<string, unknown> & { children?: Child; style?: Record<string, string | number | undefined> };
  }
}
