// Icons drawn as plain SVG where lucide would bring its component runtime into a page's first-load JS: the
// swipe deck's and the job page's Apply, which are client components, and the board's search box, as lucide's
// Icon is itself a client component, sent to the browser even when a server component draws it. Shapes copied
// from lucide (ISC licence), stroked in the text's colour like lucide's.
import type { ReactNode, SVGProps } from "react";

export type LineIconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number };

/** lucide's drawing style, shared with the sprite's symbols. */
export const LINE_STYLE = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: "2",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

function lineIcon(shapes: ReactNode) {
  return function LineIcon({ size = 24, ...props }: LineIconProps) {
    return (
      <svg width={size} height={size} {...LINE_STYLE} {...props}>
        {shapes}
      </svg>
    );
  };
}

const ring = <circle cx="12" cy="12" r="10" />;

export const Heart = lineIcon(
  <path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5" />,
);
export const Info = lineIcon(
  <>
    {ring}
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const Undo2 = lineIcon(<path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 5.5 5.5a5.5 5.5 0 0 1-5.5 5.5H11" />);
export const X = lineIcon(<path d="M18 6 6 18M6 6l12 12" />);
export const CircleCheck = lineIcon(
  <>
    {ring}
    <path d="m16 9-5.5 5.5L8 12" />
  </>,
);
export const Clock = lineIcon(
  <>
    {ring}
    <path d="M12 6v6l4 2" />
  </>,
);
export const CircleX = lineIcon(
  <>
    {ring}
    <path d="m15 9-6 6M9 9l6 6" />
  </>,
);
export const CircleHelp = lineIcon(
  <>
    {ring}
    <path d="M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5M12 17h.01" />
  </>,
);
export const Search = lineIcon(
  <>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.34-4.34" />
  </>,
);
export const AlertTriangle = lineIcon(
  <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4M12 17h.01" />,
);
