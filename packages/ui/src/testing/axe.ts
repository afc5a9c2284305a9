import axe from 'axe-core';

/**
 * axe-core's serious and critical violations inside an element, as the browser specs count them
 * (e2e/support/browser.ts). jsdom lays nothing out and draws on no canvas, so colour contrast and
 * whether a button's name contains its visible text (which measures icon fonts) are left to them.
 */
export async function seriousViolations(element: Element): Promise<string[]> {
  const { violations } = await axe.run(element, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } },
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
