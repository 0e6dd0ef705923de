import { lazy, Suspense } from 'react';
import { whenAppReady } from '@/lib/lazy-ready.ts';
import { useVerifyStore } from '../stores/verify-store.ts';

// The dialog, its panels and styles load only when a verification is requested: never on first paint.
const VerifyDialog = lazy(() =>
  whenAppReady(() => import('./verify-dialog.tsx'))().then((m) => ({ default: m.VerifyDialog })),
);

/** Mounted once in the root layout; renders the security verification dialog while one is open (spec §4). */
export function VerifyHost() {
  const types = useVerifyStore((s) => s.types);
  const opening = useVerifyStore((s) => s.opening);
  if (!types) return null;
  return (
    <Suspense fallback={null}>
      <VerifyDialog key={opening} types={types} opening={opening} />
    </Suspense>
  );
}
