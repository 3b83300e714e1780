// User management's search and filters: a GET form, so the list lives in the address like the dashboard's.
import Link from "next/link";
import { Search } from "lucide-react";
import { ROLES, ROLE_LABELS, type UserList } from "@/lib/schemas/admin-users";

const field = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";

export function UserFilters({ query }: { query: UserList }) {
  return (
    <form
      method="get"
      action="/admin/users"
      role="search"
      aria-label="Search users"
      className="mt-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
    >
      <label className="text-sm font-medium">
        Search
        <input name="search" type="search" defaultValue={query.search ?? ""} placeholder="Username, name or email" className={field} />
      </label>
      <label className="text-sm font-medium">
        Role
        <select name="role" defaultValue={query.role ?? ""} className={field}>
          <option value="">All</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        State
        <select name="state" defaultValue={query.state ?? ""} className={field}>
          <option value="">All</option>
          <option value="active">Active</option>
          <option value="blocked">Blocked</option>
        </select>
      </label>
      <div className="flex gap-2">
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-md bg-amber-700 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-800"
        >
          <Search aria-hidden size={16} /> Apply
        </button>
        <Link href="/admin/users" className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-100">
          Clear
        </Link>
      </div>
    </form>
  );
}
