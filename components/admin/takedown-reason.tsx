// The reason an admin gives for taking a job down, in words: the employer is emailed it and My Jobs shows it.
// One field for every place a job is taken down (the dashboard's Active switch, Remove Job, a report).
type Props = { id: string; value: string; onChange: (value: string) => void; error?: string | null; placeholder: string };

export function TakedownReason({ id, value, onChange, error, placeholder }: Props) {
  return (
    <>
      <label htmlFor={id} className="mt-4 block text-sm font-medium text-slate-900">
        Reason
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={3}
        maxLength={500}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-base"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
