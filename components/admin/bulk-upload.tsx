"use client";
// Bulk upload: choose or drop a CSV, import it, read the outcome, download the rejected rows.
import Link from "next/link";
import { useState } from "react";
import { Download, FileSpreadsheet, UploadCloud } from "lucide-react";
import { isCsvFile, MAX_CSV_BYTES } from "@/lib/csv-file";
import { importErrorLog, type ImportErrorRow } from "@/lib/csv-export";
import { toast } from "../toast/toast-store";
import { CsvFormatGuide } from "./csv-format-guide";
import { buttonClass } from "../ui/button";
import { BackOfficePage, DASHBOARD } from "../ui/back-office-page";

type UploadResult = {
  result: { totalRows: number; imported: number; created: number; updated: number; skipped: number; errorCount: number };
  errors: ImportErrorRow[];
};

const SHOWN_ERRORS = 10;

function sizeText(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function BulkUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [skipWarnings, setSkipWarnings] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [dragOver, setDragOver] = useState(false);
  const [outcome, setOutcome] = useState<UploadResult | null>(null);

  function choose(candidate: File | undefined) {
    if (!candidate) return;
    if (!isCsvFile(candidate)) {
      toast({ title: "Invalid File Type", description: "Please select a CSV file.", variant: "destructive" });
      return;
    }
    if (candidate.size > MAX_CSV_BYTES) {
      toast({ title: "File Too Large", description: "The CSV file must be 10MB or smaller.", variant: "destructive" });
      return;
    }
    setFile(candidate);
  }

  async function upload() {
    if (!file) return;
    setUploading(true);
    const form = new FormData();
    form.set("csvFile", file);
    form.set("skipWarnings", String(skipWarnings));
    try {
      // A multipart upload, which the JSON client cannot send; its answer is read here, refusals included.
      const res = await fetch("/api/admin/jobs/bulk-upload", { method: "POST", body: form, credentials: "include" });

      const body = (await res.json().catch(() => null)) as (UploadResult & { message?: string }) | null;
      if (!res.ok || !body?.result) {
        toast({ title: "Upload Failed", description: body?.message || "Upload failed", variant: "destructive" });
        return;
      }
      setOutcome(body);
      toast({ title: "Upload Complete", description: `Imported ${body.result.imported} jobs successfully.` });
    } catch (error) {
      toast({ title: "Upload Failed", description: (error as Error).message || "Unknown error occurred", variant: "destructive" });
    } finally {
      setUploading(false);
    }
  }

  function downloadErrors() {
    if (!outcome) return;
    const url = URL.createObjectURL(new Blob([importErrorLog(outcome.errors)], { type: "text/csv;charset=utf-8" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `import-errors-${new Date().toISOString().slice(0, 10)}.csv`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  const r = outcome?.result;
  const successRate = r && r.totalRows ? Math.round((r.imported / r.totalRows) * 1000) / 10 : 0;

  return (
    <BackOfficePage
      title="Bulk Upload Jobs"
      back={DASHBOARD}
      description="Import researched job adverts from a CSV file. Each company becomes a seed lead in the CRM."
    >
      <section aria-labelledby="upload-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="upload-heading" className="text-lg font-bold">
          Upload CSV
        </h2>
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragOver(false);
            choose(e.dataTransfer.files[0]);
          }}
          data-testid="csv-dropzone"
          className={`mt-4 flex flex-col items-center rounded-lg border-2 border-dashed p-8 text-center ${dragOver ? "border-amber-600 bg-amber-50" : "border-slate-300"}`}
        >
          <UploadCloud aria-hidden size={36} className="text-slate-500" />
          <p className="mt-2 font-medium">Drag and drop a CSV file here, or</p>
          <input
            id="csv-file"
            type="file"
            accept=".csv,text/csv"
            className="peer sr-only"
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
          <label
            htmlFor="csv-file"
            className="mt-3 cursor-pointer rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold peer-focus-visible:ring-2 peer-focus-visible:ring-amber-600 hover:bg-slate-100"
          >
            Browse for a CSV file
          </label>
          <p className="mt-2 text-xs text-slate-600">CSV only, up to 10MB.</p>
          {file && (
            <p className="mt-4 inline-flex items-center gap-2 rounded-md bg-slate-100 px-3 py-2 text-sm" aria-live="polite">
              <FileSpreadsheet aria-hidden size={16} />{" "}
              <span>
                Selected: <strong>{file.name}</strong> ({sizeText(file.size)})
              </span>
            </p>
          )}
        </div>

        <label className="mt-4 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={skipWarnings}
            onChange={(e) => setSkipWarnings(e.target.checked)}
            className="h-4 w-4 accent-amber-700"
          />
          Skip jobs with WARN link status
        </label>
        <p className="ml-6 text-xs text-slate-600">Rows with link_status BAD are always skipped.</p>

        <button
          type="button"
          onClick={upload}
          disabled={!file || uploading}
          className="mt-6 w-full rounded-md bg-amber-700 px-4 py-3 font-semibold text-white hover:bg-amber-800 disabled:opacity-50"
        >
          {uploading ? "Processing..." : "Upload and Process CSV"}
        </button>
      </section>

      {r && outcome && (
        <section aria-labelledby="results-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="results-heading" className="text-lg font-bold">
            Import Results
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
            {[
              ["Total Rows", r.totalRows, "text-slate-900"],
              ["Imported", r.imported, "text-green-700"],
              // A re-uploaded file updates the jobs it made before rather than adding them twice.
              ["New Jobs", r.created, "text-green-700"],
              ["Updated Jobs", r.updated, "text-blue-700"],
              ["Skipped", r.skipped, "text-amber-700"],
              ["Errors", r.errorCount, "text-red-700"],
            ].map(([label, value, color]) => (
              <div key={label} className="rounded-md bg-slate-50 p-3 text-center">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className={`text-2xl font-extrabold ${color}`}>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm">
            Import success rate: <strong>{successRate}%</strong> ({r.imported} of {r.totalRows} rows)
          </p>
          <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden>
            <div className="h-full bg-green-600" style={{ width: `${successRate}%` }} />
          </div>

          {outcome.errors.length > 0 && (
            <div className="mt-6">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-bold">
                  Import Errors{" "}
                  {outcome.errors.length > SHOWN_ERRORS && (
                    <span className="font-normal text-slate-600">
                      (first {SHOWN_ERRORS} of {outcome.errors.length})
                    </span>
                  )}
                </h3>
                <button
                  type="button"
                  onClick={downloadErrors}
                  className={buttonClass({ variant: "secondary", size: "sm", className: "inline-flex items-center gap-2" })}
                >
                  <Download aria-hidden size={16} /> Download Error Log (CSV)
                </button>
              </div>
              <ul className="mt-3 space-y-2">
                {outcome.errors.slice(0, SHOWN_ERRORS).map((e) => (
                  <li key={e.row} className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm">
                    <strong>Row {e.row}:</strong> {e.error}
                    {e.data.job_title && <span className="text-slate-600"> — {e.data.job_title}</span>}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <p className="mt-6 text-sm">
            Imported jobs are live now.{" "}
            <Link href="/admin/job-management" className="font-semibold text-amber-800 underline">
              Arrange them in Job Management
            </Link>
          </p>
        </section>
      )}

      <CsvFormatGuide />
    </BackOfficePage>
  );
}
