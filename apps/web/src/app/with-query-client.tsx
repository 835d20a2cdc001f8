import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * `Frame` with the query client around it. The frames whose screens keep server data (the signed-in
 * frame, the admin desk) get the client with their code (app/query-client-source.ts); the sign-in
 * screens have none. Without a client (tests of the route table alone) the frame is left as it is.
 */
export function withQueryClient(Frame: ComponentType, client: QueryClient | undefined): ComponentType {
  if (!client) return Frame;
  return function FrameWithQueries() {
    return (
      <QueryClientProvider client={client}>
        <Frame />
      </QueryClientProvider>
    );
  };
}
