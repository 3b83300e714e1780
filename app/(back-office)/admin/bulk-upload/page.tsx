// /admin/bulk-upload — import jobs from a CSV and download what was rejected (admins only).
import type { Metadata } from "next";
import { requireAdminPage } from "@/server/http/page-guards";
import { AccessDenied } from "@/components/admin/access-denied";
import { BulkUpload } from "@/components/admin/bulk-upload";

export const metadata: Metadata = { title: "Bulk Upload Jobs", robots: { index: false, follow: false } };

export default async function BulkUploadPage() {
  const { admin, role } = await requireAdminPage();
  if (!admin) return <AccessDenied role={role} next="/admin/bulk-upload" />;
  return <BulkUpload />;
}
