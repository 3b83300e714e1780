// Where a job came in: the post form (and its payment), an admin's CSV, the JSON API, a multiposter's feed,
// or an ATS board the board reads. Every job records one, with the source's own reference where it has one.
export const JOB_SOURCES = ["form", "csv", "api", "multiposter", "greenhouse", "lever", "workable"] as const;
export type JobSource = (typeof JOB_SOURCES)[number];

/** The kinds of source an admin sets up for an employer: a feed that posts to us, or a board we read. */
export const SOURCE_KINDS = ["multiposter", "greenhouse", "lever", "workable"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const ATS_KINDS = ["greenhouse", "lever", "workable"] as const;
export type AtsKind = (typeof ATS_KINDS)[number];

export const isAtsKind = (kind: string): kind is AtsKind => (ATS_KINDS as readonly string[]).includes(kind);
