/** A rule message's interpolation values as forms carry them (spec §5 lengths name their range). */
export interface RuleParams {
  min?: string | number;
  max?: string | number;
}

/**
 * Interpolation values for a rule message: `min` and `max` as given, plus `range`, which reads "11"
 * when both ends are the same (a mainland phone is 11 digits, not "11-11") and "4-13" otherwise.
 */
export function ruleParams(params: RuleParams | undefined): { min: string; max: string; range: string } {
  const min = params?.min === undefined ? '' : String(params.min);
  const max = params?.max === undefined ? '' : String(params.max);
  return { min, max, range: min === max || !max ? min : !min ? max : `${min}-${max}` };
}
