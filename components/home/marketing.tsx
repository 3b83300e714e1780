// The home page's static blocks: hero, figures (in the chosen currency), success numbers, employer benefits and
// testimonials.
import { AppLink as Link } from "@/components/ui/app-link";
import { formatCount } from "@/lib/format";
import { Money } from "../jobs/money";

/** On a phone one line, so the search box and the jobs are in the first screen; the rest from 640 px. */
export function Hero() {
  return (
    <section className="bg-gradient-to-br from-slate-950 via-slate-900 to-amber-950 text-white">
      <div className="mx-auto max-w-6xl px-4 py-4 sm:py-14">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-6xl">Real Jobs. Big Pay. No Desk.</h1>
        <p className="mt-4 hidden max-w-2xl text-lg text-slate-200 sm:block">
          High-paying work offshore, underground, at the poles and in disaster zones. Salaries from £80K to £360K+, with the rotations,
          hazard pay and flights that come with them.
        </p>
        <div className="mt-8 hidden flex-wrap gap-3 sm:flex">
          <Link href="/#jobs" className="rounded-md bg-amber-500 px-5 py-3 font-semibold text-slate-950 hover:bg-amber-400">
            Browse Jobs
          </Link>
          <Link href="/swipe" className="rounded-md border border-white/40 px-5 py-3 font-semibold hover:bg-white/10">
            Try Swipe Mode
          </Link>
        </div>
      </div>
    </section>
  );
}

export type BoardStats = { avgSalary: number; activeJobs: number; companies: number; countries: number };

export function StatsStrip({ stats }: { stats: BoardStats }) {
  const items = [
    { label: "Average salary", value: <Money gbp={stats.avgSalary} /> },
    { label: "Active jobs", value: formatCount(stats.activeJobs) },
    { label: "Companies hiring", value: formatCount(stats.companies) },
    { label: "Countries", value: formatCount(stats.countries) },
  ];
  return (
    <section aria-label="Board statistics" className="border-b border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-4 px-4 py-6 sm:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className="text-center">
            <dt className="text-xs tracking-wide text-slate-600 uppercase">{item.label}</dt>
            <dd className="text-2xl font-extrabold text-slate-950">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

const SUCCESS = [
  { value: "10,000+", label: "job seekers every month" },
  { value: "£80K-£360K+", label: "salary range on the board" },
  { value: "£99", label: "to post a job, no setup fees" },
  { value: "30-day", label: "money-back guarantee" },
];

export function SuccessNumbers() {
  return (
    <section aria-labelledby="success-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="success-heading" className="text-2xl font-bold">
        Why crews find work on Outpost
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-4">
        {SUCCESS.map((s) => (
          <li key={s.label} className="rounded-lg bg-white p-4 text-center shadow-sm">
            <p className="text-2xl font-extrabold text-amber-800">{s.value}</p>
            <p className="text-sm text-slate-700">{s.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const BENEFITS = [
  { title: "Reach specialists", text: "Rope-access technicians, saturation divers, offshore medics and blasters who are ready to rotate." },
  { title: "Priced per post", text: "From £99 for 30 days. Premium posts are featured on the home page and in swipe mode." },
  { title: "Applications go to you", text: "Candidates apply on your own careers page; we send them straight there." },
];

export function EmployerBenefits() {
  return (
    <section aria-labelledby="employers-heading" className="bg-slate-900 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="employers-heading" className="text-2xl font-bold">
          Hiring for hard places?
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-3">
          {BENEFITS.map((b) => (
            <li key={b.title}>
              <h3 className="font-semibold text-amber-300">{b.title}</h3>
              <p className="mt-1 text-sm text-slate-200">{b.text}</p>
            </li>
          ))}
        </ul>
        <Link
          href="/post-job"
          className="mt-8 inline-block rounded-md bg-amber-500 px-5 py-3 font-semibold text-slate-950 hover:bg-amber-400"
        >
          Post a Job from £99
        </Link>
      </div>
    </section>
  );
}

const TESTIMONIALS = [
  {
    quote: "We filled two saturation diving supervisor berths in nine days. Every applicant had their HSE closed-bell ticket.",
    who: "Crewing manager, North Sea diving contractor",
  },
  {
    quote: "Our Antarctic winter-over roles used to sit open for months. Outpost found us a doctor and a chef in one season.",
    who: "Recruitment lead, polar logistics operator",
  },
  {
    quote: "The blast crew we hired through Outpost started on the Pilbara rotation the following swing.",
    who: "Site HR adviser, iron ore producer",
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="testimonials-heading" className="text-2xl font-bold">
        What employers say
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-3">
        {TESTIMONIALS.map((t) => (
          <li key={t.who}>
            <figure className="h-full rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <blockquote className="text-slate-800">“{t.quote}”</blockquote>
              <figcaption className="mt-3 text-sm text-slate-600">{t.who}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
