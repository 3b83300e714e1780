// The icons a job card repeats, drawn once per page (IconSprite, in the root layout) and referenced by each
// card: an inline lucide icon is ~450 bytes of HTML, and again in the page's payload when a server component
// draws it, 27 cards × 3 icons on the home page. Shapes copied from lucide (ISC licence).
import { LINE_STYLE } from "./line-icons";

const SHAPES = {
  "map-pin": (
    <>
      <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
      <circle cx="12" cy="10" r="3" />
    </>
  ),
  share: (
    <>
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.59 13.51 6.83 3.98M15.41 6.51l-6.82 3.98" />
    </>
  ),
  // Filled where a parent sets --icon-fill (a saved job's heart): custom properties reach into a <use>.
  heart: (
    <path
      style={{ fill: "var(--icon-fill, none)" }}
      d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z"
    />
  ),
  more: (
    <>
      <circle cx="12" cy="12" r="1" />
      <circle cx="19" cy="12" r="1" />
      <circle cx="5" cy="12" r="1" />
    </>
  ),
  "badge-check": (
    <>
      <path d="M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  // The nav's menu button and the board's Save this search, so the layout and the board carry no icon library.
  menu: <path d="M4 5h16M4 12h16M4 19h16" />,
  x: <path d="M18 6 6 18M6 6l12 12" />,
  "bell-plus": (
    <path d="M10.268 21a2 2 0 0 0 3.464 0M15 8h6M18 5v6M20.002 14.464a9 9 0 0 0 .738.863A1 1 0 0 1 20 17H4a1 1 0 0 1-.74-1.673C4.59 13.956 6 12.499 6 8a6 6 0 0 1 8.75-5.332" />
  ),
  "bell-ring": (
    <path d="M10.268 21a2 2 0 0 0 3.464 0M22 8c0-2.3-.8-4.3-2-6M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326M4 2C2.8 3.7 2 5.7 2 8" />
  ),
  flag: (
    <path d="M4 22V4a1 1 0 0 1 .4-.8A6 6 0 0 1 8 2c3 0 5 2 7.333 2q2 0 3.067-.8A1 1 0 0 1 20 4v10a1 1 0 0 1-.4.8A6 6 0 0 1 16 16c-3 0-5-2-8-2a6 6 0 0 0-4 1.528" />
  ),
};

export type SpriteIconName = keyof typeof SHAPES;

/** The shapes, once per page; out of sight and of the layout (a display:none sprite can fail to draw in some browsers). */
export function IconSprite() {
  return (
    <svg aria-hidden className="absolute size-0 overflow-hidden">
      {Object.entries(SHAPES).map(([name, shape]) => (
        <symbol key={name} id={`icon-${name}`} {...LINE_STYLE}>
          {shape}
        </symbol>
      ))}
    </svg>
  );
}

/** A decorative icon from the sprite, the size of the text beside it. */
export function SpriteIcon({ name, size, className }: { name: SpriteIconName; size: number; className?: string }) {
  return (
    <svg aria-hidden width={size} height={size} className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
