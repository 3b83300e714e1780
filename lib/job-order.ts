// Job management's list operations: pure, so they are tested without a browser.
type Orderable = { id: string; isFeatured: boolean };

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Fisher–Yates; `random` is injectable for tests. */
export function shuffle<T>(list: readonly T[], random: () => number = Math.random): T[] {
  const next = [...list];
  for (let i = next.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [next[i], next[j]] = [next[j], next[i]];
  }
  return next;
}

/** Featured jobs first, each group keeping its order. */
export function featuredFirst<T extends Orderable>(list: readonly T[]): T[] {
  return [...list.filter((j) => j.isFeatured), ...list.filter((j) => !j.isFeatured)];
}

/** Unsaved when the order or any featured flag differs from what was last saved. */
export function hasChanges(saved: readonly Orderable[], current: readonly Orderable[]): boolean {
  return saved.length !== current.length || saved.some((s, i) => s.id !== current[i].id || s.isFeatured !== current[i].isFeatured);
}
