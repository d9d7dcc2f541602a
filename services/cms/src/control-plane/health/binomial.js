'use strict';

/**
 * ln(n!) by summing logarithms. Exact enough for the counts a check sees (at most a few hundred
 * thousand sessions) and far smaller than a gamma-function library.
 * @param {number} n
 */
function logFactorial(n) {
  let sum = 0;
  for (let i = 2; i <= n; i += 1) sum += Math.log(i);
  return sum;
}

/**
 * P(X >= k) for X ~ Binomial(n, p), summed term by term in log space so that large n and tiny
 * probabilities neither overflow nor round to zero too early.
 * @param {number} k
 * @param {number} n
 * @param {number} p
 */
function binomialUpperTail(k, n, p) {
  if (!Number.isInteger(k) || !Number.isInteger(n) || n < 0) throw new RangeError('k en n moeten gehele getallen zijn, n >= 0');
  if (p < 0 || p > 1 || Number.isNaN(p)) throw new RangeError('p ligt tussen 0 en 1');
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p === 0) return 0;
  if (p === 1) return 1;
  const logP = Math.log(p);
  const logQ = Math.log1p(-p);
  // Start at the first term, then step with the ratio C(n, i + 1) / C(n, i) = (n - i) / (i + 1).
  let logTerm = logFactorial(n) - logFactorial(k) - logFactorial(n - k) + k * logP + (n - k) * logQ;
  const logs = [logTerm];
  for (let i = k; i < n; i += 1) {
    logTerm += Math.log((n - i) / (i + 1)) + logP - logQ;
    logs.push(logTerm);
  }
  const max = Math.max(...logs);
  let sum = 0;
  for (const value of logs) sum += Math.exp(value - max);
  return Math.min(1, Math.exp(max) * sum);
}

module.exports = { binomialUpperTail };
