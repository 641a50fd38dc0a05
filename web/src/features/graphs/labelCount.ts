/** How many labels are typeset and drawn, for the renderer statistics. */
let drawnLabels = 0;

export function publishLabelCount(count: number): void {
  drawnLabels = count;
}

export function labelCount(): number {
  return drawnLabels;
}
