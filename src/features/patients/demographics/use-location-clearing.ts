// SPEC §4: editing an address's postal code or state clears its county and market (they were
// looked up for the old ones; the rule is withLocationEdit). A fill that sets them together with
// the place (a care facility's address) first says so with `expectLocation`, and is kept.
import { useCallback, useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { withLocationEdit } from '../../../domain/patients/address';
import type { DemographicsForm } from './form-types';

export function useLocationClearing(form: DemographicsForm, index: number) {
  const { control, getValues, setValue } = form;
  const postalCode = useWatch({ control, name: `addresses.${index}.postalCode` }) ?? '';
  const state = useWatch({ control, name: `addresses.${index}.state` }) ?? '';
  const last = useRef({ postalCode, state });

  useEffect(() => {
    const before = last.current;
    last.current = { postalCode, state };
    const field = before.postalCode !== postalCode ? 'postalCode' : before.state !== state ? 'state' : null;
    if (!field) return;
    const row = getValues(`addresses.${index}`);
    if (!row) return;
    const next = withLocationEdit({ ...row, ...before }, field, field === 'postalCode' ? postalCode : state);
    if (next.county === row.county && next.marketId === row.marketId) return;
    setValue(`addresses.${index}.county`, next.county ?? '');
    setValue(`addresses.${index}.marketId`, next.marketId ?? '');
    setValue(`addresses.${index}.marketName`, next.marketName ?? '');
  }, [postalCode, state, getValues, setValue, index]);

  return {
    expectLocation: useCallback((place: { postalCode: string; state: string }) => {
      last.current = place;
    }, []),
  };
}
