/**
 * The per-thing polarity model's arithmetic: inputs standardised, then either a multinomial logistic regression
 * (`hidden` 0) or one hidden layer of `hidden` tanh units, then a softmax over positive, negative and neutral.
 * Plain loops over typed arrays: a few thousand multiply-adds per term.
 */

export interface PolarityNet {
  inputs: number;
  /** 0 for a logistic regression straight from the inputs. */
  hidden: number;
  /** Standardisation: x' = (x − mean) × scale. */
  mean: Float32Array;
  scale: Float32Array;
  /** hidden × inputs (row-major) and hidden biases; empty for a logistic regression. */
  w1: Float32Array;
  b1: Float32Array;
  /** 3 × (hidden or inputs) and 3 biases. */
  w2: Float32Array;
  b2: Float32Array;
}

export const CLASSES = 3;

export function standardise(net: PolarityNet, x: ArrayLike<number>, out = new Float32Array(net.inputs)): Float32Array {
  for (let i = 0; i < net.inputs; i += 1) out[i] = ((x[i] ?? 0) - (net.mean[i] ?? 0)) * (net.scale[i] ?? 1);
  return out;
}

/** The hidden layer's activations (or the standardised inputs themselves for a logistic regression). */
export function hiddenOf(net: PolarityNet, z: Float32Array, out = new Float32Array(net.hidden)): Float32Array {
  if (net.hidden === 0) return z;
  for (let h = 0; h < net.hidden; h += 1) {
    let sum = net.b1[h] ?? 0;
    const row = h * net.inputs;
    for (let i = 0; i < net.inputs; i += 1) sum += (net.w1[row + i] ?? 0) * (z[i] ?? 0);
    out[h] = Math.tanh(sum);
  }
  return out;
}

/** Softmax over the output layer, in place into `out` (positive, negative, neutral). */
export function outputOf(net: PolarityNet, a: Float32Array, out = new Float64Array(CLASSES)): Float64Array {
  const width = net.hidden === 0 ? net.inputs : net.hidden;
  let max = -Infinity;
  for (let k = 0; k < CLASSES; k += 1) {
    let sum = net.b2[k] ?? 0;
    const row = k * width;
    for (let j = 0; j < width; j += 1) sum += (net.w2[row + j] ?? 0) * (a[j] ?? 0);
    out[k] = sum;
    if (sum > max) max = sum;
  }
  let total = 0;
  for (let k = 0; k < CLASSES; k += 1) {
    out[k] = Math.exp((out[k] ?? 0) - max);
    total += out[k] ?? 0;
  }
  for (let k = 0; k < CLASSES; k += 1) out[k] = (out[k] ?? 0) / total;
  return out;
}

export function predict(net: PolarityNet, x: ArrayLike<number>): Float64Array {
  return outputOf(net, hiddenOf(net, standardise(net, x)));
}
