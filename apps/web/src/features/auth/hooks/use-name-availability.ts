import { validateUsername } from '@arena/domain';
import { useNameAvailabilityQuery } from '../api/check-name.ts';
import type { NameCheck } from '../register-form.ts';
import { useDebouncedValue } from '@/lib/use-debounced-value.ts';

/**
 * Live availability of the name being typed (checkName v1, debounced 300 ms). Only a name that passes
 * the spec §5 pattern is asked about; until the typing settles the state is `checking`.
 */
export function useNameAvailability(name: string): NameCheck {
  const settled = useDebouncedValue(name);
  const wellFormed = validateUsername(name).ok;
  const query = useNameAvailabilityQuery(settled, wellFormed && settled === name);
  if (!wellFormed) return 'idle';
  if (settled !== name || query.isPending) return 'checking';
  if (query.isError) return 'unknown';
  return query.data.available ? 'available' : 'taken';
}
