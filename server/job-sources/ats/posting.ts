// One opening as every ATS board gives it, once its own shape is read: what the sync maps onto a job.
import "server-only";

/** Pay as the board states it, in its own currency and interval. */
export type BoardPay = {
  min: number;
  max: number;
  currency: string;
  interval: "year" | "month" | "week" | "day" | "hour";
};

export type BoardPosting = {
  /** The ATS's own id for the opening: our external reference, unique per source. */
  id: string;
  title: string;
  /** The company's name where the board gives one; else the source's name stands for it. */
  company: string | null;
  location: string;
  /** ISO 3166-1 alpha-2 where the board states the country; else it is read from the location text. */
  country: string | null;
  /** The description as HTML (the board's own markup, read as text before it is stored). */
  descriptionHtml: string;
  pay: BoardPay | null;
  /** Where a seeker applies: the ATS's application form. */
  applyUrl: string;
  contract: string | null;
  department: string | null;
  remote: boolean;
  closingDate: Date | null;
};
