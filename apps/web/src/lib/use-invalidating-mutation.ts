import { useMutation, useQueryClient } from "@tanstack/react-query";

/** A write; afterwards every read under `keys` is read again (the record, its lists, what it changed). */
export const useInvalidatingMutation = <Body, Reply>(
  call: (body: Body) => Promise<Reply>,
  keys: readonly (readonly unknown[])[],
) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
};
