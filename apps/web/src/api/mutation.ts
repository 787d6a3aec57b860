import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation that refreshes the lists it changes. onSettled, not onSuccess: a request whose answer
 * was lost on the way back may have saved all the same.
 */
export function useInvalidatingMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  invalidate: (queryClient: QueryClient) => readonly (readonly unknown[])[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => Promise.all(invalidate(queryClient).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
