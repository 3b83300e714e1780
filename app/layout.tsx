import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Outpost — Real Jobs. Big Pay. No Desk.", template: "%s | Outpost" },
  description:
    "High-paying remote and extreme-environment jobs: offshore rigs, mines, Arctic stations, wind farms and disaster zones. £80K-£360K+. Post a job from £99.",
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  );
}
