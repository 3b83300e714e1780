// The line shown in place of an action that needs the link while there is none (decision 114). It takes a
// row of its own in the flex rows it sits in, so a phone's narrow card does not scroll sideways.
export function OfflineNote({ children }: { children: React.ReactNode }) {
  return (
    <span role="status" className="block w-full basis-full pt-1 text-sm text-amber-900">
      {children}
    </span>
  );
}
