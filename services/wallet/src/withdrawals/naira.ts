/** 5000000n -> "5,000,000" (whole naira, for messages). */
export function groupedNaira(wholeNaira: bigint): string {
  return wholeNaira.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
