// The CSV format guide under the bulk-upload form.
const COLUMNS: [string, string][] = [
  ["job_title", "Required. The advert's title (up to 200 characters)."],
  ["application_url", "Required. Where people apply: an http or https address."],
  ["company_name", "The employer. Without it, the application address's site name is used."],
  ["location", "Free text, e.g. 'North Sea, United Kingdom'. Defaults to 'Location not specified'."],
  [
    "salary",
    "Yearly pay: '£90,000 - £120,000', '90k-120k', '$150,000'; or a day rate, kept as one: '£650 per day', '£600-£700/day'. Week, month and hour rates are annualised; other currencies are converted to GBP. Rows without a readable salary are rejected.",
  ],
  ["category", "e.g. Oil & Gas, Mining, Wind Energy. Anything else is kept as a custom category."],
  ["job_description", "The advert's text."],
  ["risk_level", "low, medium, high or extreme (default medium)."],
  ["benefits", "Free text."],
  ["link_status", "OK, WARN or BAD from your link checker. BAD rows are always skipped; WARN rows only when the box is ticked."],
  ["contact_name, contact_email", "Who to talk to at the company: they go to the CRM lead."],
  ["source_url, crm_status, outreach_notes", "Kept with the job for the sales team; never shown publicly."],
];

export function CsvFormatGuide() {
  return (
    <section aria-labelledby="format-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="format-heading" className="text-lg font-bold">
        CSV Format Guide
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The first line names the columns (any order, any case). Imported jobs are listed for 30 days. Rows that fail are reported with their
        line number (the header is line 1) and can be downloaded as a CSV to fix and upload again.
      </p>
      <table className="mt-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Column
            </th>
            <th scope="col" className="py-2 font-semibold">
              What it holds
            </th>
          </tr>
        </thead>
        <tbody>
          {COLUMNS.map(([name, text]) => (
            <tr key={name} className="border-b border-slate-100 align-top">
              <td className="w-1/3 py-2 pr-4 font-mono text-xs break-words">{name}</td>
              <td className="py-2 text-slate-700">{text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <pre
        tabIndex={0}
        aria-label="Example CSV"
        className="mt-4 overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100 focus-visible:outline-2 focus-visible:outline-amber-500"
      >
        {`job_title,company_name,location,salary,category,risk_level,link_status,application_url
Saturation Diver,Deepline Subsea,"North Sea, United Kingdom","£250,000 - £300,000",Oil & Gas,extreme,OK,https://deepline.example/jobs/1`}
      </pre>
    </section>
  );
}
