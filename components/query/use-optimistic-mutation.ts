"use client";
// A write shown at once: the cached data is changed before the server answers, put back if the call
// fails (with the screen's failure toast), and what the write made stale is re-read once it has settled.
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";

type Options<TData, TVars, TResult> = {
  queryKey: QueryKey;
  mutationFn: (vars: TVars) => Promise<TResult>;
  /** The cached data as it should look once the write succeeds. */
  update: (data: TData, vars: TVars) => TData;
  /** What to re-read once the call has settled; by default the changed data itself. */
  stale?: QueryKey[];
  onSuccess?: (result: TResult, vars: TVars) => void;
  onFailure: (error: Error, vars: TVars) => void;
};

export function useOptimisticMutation<TData, TVars, TResult = unknown>(options: Options<TData, TVars, TResult>) {
  const client = useQueryClient();
  const { queryKey } = options;
  return useMutation({
    mutationFn: options.mutationFn,
    onMutate: async (vars: TVars) => {
      // An answer already on its way must not overwrite the change shown.
      await client.cancelQueries({ queryKey });
      const before = client.getQueryData<TData>(queryKey);
      if (before !== undefined) client.setQueryData<TData>(queryKey, options.update(before, vars));
      return { before };
    },
    onSuccess: (result, vars) => options.onSuccess?.(result, vars),
    onError: (error, vars, context) => {
      if (context?.before !== undefined) client.setQueryData(queryKey, context.before);
      options.onFailure(error, vars);
    },
    // Not awaited: the write is done when the server has answered; the re-read follows on its own.
    onSettled: () => {
      for (const key of options.stale ?? [queryKey]) void client.invalidateQueries({ queryKey: key });
    },
  });
}
