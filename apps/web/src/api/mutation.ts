import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation that refreshes the lists it changes. onSettled, not onSuccess: a request whose answer
 * was lost on the way back may have saved all the same. `gcTime: 0` makes the query cache forget
 * the input (a card number) as soon as no component shows the mutation any more.
 */
export function useInvalidatingMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  invalidate: (queryClient: QueryClient) => readonly (readonly unknown[])[],
  options: { gcTime?: number } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSettled: () => Promise.all(invalidate(queryClient).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
