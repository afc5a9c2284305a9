/** A label selector (matchLabels and matchExpressions) against a pod's labels. */
export function matches(selector, labels = {}) {
  if (!selector) return false;
  const expressions = [
    ...Object.entries(selector.matchLabels ?? {}).map(([key, value]) => ({
      key,
      operator: 'In',
      values: [value],
    })),
    ...(selector.matchExpressions ?? []),
  ];
  return expressions.every(({ key, operator, values }) => {
    const has = Object.hasOwn(labels, key);
    if (operator === 'In') return has && values.includes(labels[key]);
    if (operator === 'NotIn') return !has || !values.includes(labels[key]);
    return operator === 'Exists' ? has : !has;
  });
}
