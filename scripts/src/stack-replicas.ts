/**
 * STACK_REPLICAS, e.g. `gateway=2,betting=2,wallet=2`: how many processes of an app the supervisor
 * runs (1 for any app not named), each on a port of its own.
 */
export function replicaCounts(value: string | undefined, apps: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  const entries = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [name, count] = entry.split('=').map((part) => part.trim());
    if (!apps.includes(name) || !/^[1-9]\d?$/.test(count ?? ''))
      throw new Error(`STACK_REPLICAS: "${entry}" is not <app>=<1-99> with an app among ${apps.join(', ')}`);
    counts.set(name, Number(count));
  }
  return counts;
}
