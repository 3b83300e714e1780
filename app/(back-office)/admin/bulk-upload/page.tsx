// /admin/bulk-upload — import jobs from a CSV and download what was rejected (admins only).
import type { Metadata } from "next";
import { pageUser } from "@/server/http/page-guards";
import { AccessDenied } from "@/components/admin/access-denied";
import { BulkUpload } from "@/components/admin/bulk-upload";

export const metadata: Metadata = { title: "Bulk Upload Jobs", robots: { index: false, follow: false } };

export default async function BulkUploadPage() {
  const user = await pageUser();
  if (user?.role !== "admin") return <AccessDenied role={user?.role ?? null} next="/admin/bulk-upload" />;
  return <BulkUpload />;
}
