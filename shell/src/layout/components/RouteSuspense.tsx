import { messages } from '@doorloopjes/shared';
import { Suspense, type ReactNode } from 'react';
import { LayoutSkeleton } from '../skeleton/LayoutSkeleton';

/** The pages are separate chunks; this shows while one arrives. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="page-loading" role="status">
          {messages.auth.pageLoading}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * The logged-in layout's chunk arrives while the frame's skeleton (also in the HTML) stays. When
 * React hydrates the server's frame, this boundary keeps the server's markup until the chunk is
 * there, and the server renders the same two boundaries (src/prerender/renderFrameSkeleton).
 */
export function LayoutSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LayoutSkeleton />}>{children}</Suspense>;
}
