/**
 * PaddleOCR v4's PP-LCNetV3 blocks scale and shift tensors by learned scalars ("learnable affine
 * blocks", y · a + b) around each activation, and the ONNX export keeps each as a Mul and an Add:
 * two passes over the tensor, and layout conversions around them, for what is arithmetic on the
 * neighbouring convolution's weights. ONNX Runtime's own Conv–Mul fusion does not take them (the
 * scalar is the Mul's first input). `foldAffine` moves them into the convolution:
 *
 * - after a convolution, conv(x) · a + b: weights · a, bias · a + b (exact for any convolution);
 * - before a 1 × 1 convolution without padding, conv(y · c + d): weights · c, bias + d · the sum
 *   of each output channel's weights. Only there: around a padded convolution, the shift d would
 *   also have reached the zeros padded in, and folding it would change the border.
 *
 * The same function, rounded differently (outputs within 10⁻⁴ of the model's own).
 */
import {
  attributeInts,
  encodeInitializer,
  renameNode,
  rewriteGraph,
  scalarOf,
  type FloatTensor,
  type Graph,
  type Node,
  valuesOf,
} from './onnx-wire';

/** A Mul by a constant scalar then an Add of one, each the only reader of what it reads. */
type Affine = { mul: Node; add: Node; input: string; scale: number; shift: number };

function affineAfter(graph: Graph, name: string): Affine | undefined {
  const mul = graph.only(name, 'Mul');
  const add = mul && graph.only(mul.outputs[0]!, 'Add');
  if (!mul || !add) return undefined;
  const scale = scalarOf(graph.constants.get(mul.inputs.find((i) => i !== name) ?? ''));
  const shift = scalarOf(graph.constants.get(add.inputs.find((i) => i !== mul.outputs[0]) ?? ''));
  if (scale === undefined || shift === undefined || mul.inputs.length !== 2) return undefined;
  return { mul, add, input: name, scale, shift };
}

/** The affine block whose result is `name`, when only `reader` reads it. */
function affineBefore(graph: Graph, name: string, reader: Node): Affine | undefined {
  const add = graph.producer.get(name);
  if (add?.op !== 'Add' || graph.only(name, reader.op) !== reader) return undefined;
  const mulName = add.inputs.find((i) => graph.producer.get(i)?.op === 'Mul');
  const mul = mulName ? graph.producer.get(mulName) : undefined;
  if (!mul || !mulName || graph.only(mulName, 'Add') !== add) return undefined;
  const input = mul.inputs.find((i) => scalarOf(graph.constants.get(i)) === undefined);
  const scale = scalarOf(graph.constants.get(mul.inputs.find((i) => i !== input) ?? ''));
  const shift = scalarOf(graph.constants.get(add.inputs.find((i) => i !== mulName) ?? ''));
  if (!input || scale === undefined || shift === undefined) return undefined;
  return { mul, add, input, scale, shift };
}

/** A convolution reading its input as is: every kernel 1 × 1, no padding. */
function isPointwise(conv: Node, weights: FloatTensor): boolean {
  const [, , kh, kw] = weights.dims;
  const pads = attributeInts(conv, 'pads') ?? [];
  const autoPad = conv.attributes.has('auto_pad');
  return (
    weights.dims.length === 4 && kh === 1 && kw === 1 && pads.every((p) => p === 0) && !autoPad
  );
}

/** The model with learnable affine blocks folded into their convolutions, and how many. */
export function foldAffine(model: Uint8Array): { model: Uint8Array; folded: number } {
  let folded = 0;
  const result = rewriteGraph(model, (graph) => {
    const removed = new Set<Node>();
    const replacement = new Map<Node, Uint8Array[]>();
    for (const conv of graph.nodes.filter((n) => n.op === 'Conv')) {
      const [x, w, b] = conv.inputs;
      const weights = w ? graph.constants.get(w) : undefined;
      const bias = b ? graph.constants.get(b) : undefined;
      if (!x || !weights || (b && !bias) || weights.dims.length !== 4) continue;
      const outChannels = weights.dims[0]!;
      if (bias && bias.data.length !== outChannels * 4) continue;

      const candidate = isPointwise(conv, weights) ? affineBefore(graph, x, conv) : undefined;
      // Already folded into the convolution before it (nodes come in topological order).
      const before = candidate && !removed.has(candidate.add) ? candidate : undefined;
      const after = affineAfter(graph, conv.outputs[0]!);
      if (!before && !after) continue;
      const W = valuesOf(weights);
      const B = bias ? valuesOf(bias) : new Float32Array(outChannels);
      const perChannel = W.length / outChannels;
      if (before) {
        for (let o = 0; o < outChannels; o++) {
          let sum = 0;
          for (let i = o * perChannel; i < (o + 1) * perChannel; i++) sum += W[i]!;
          B[o] = B[o]! + before.shift * sum;
        }
        W.forEach((v, i) => (W[i] = v * before.scale));
      }
      if (after) {
        W.forEach((v, i) => (W[i] = v * after.scale));
        B.forEach((v, i) => (B[i] = v * after.scale + after.shift));
      }
      const output = after ? after.add.outputs[0]! : conv.outputs[0]!;
      const names = { w: `${output}/folded_w`, b: `${output}/folded_b` };
      replacement.set(conv, [
        encodeInitializer(names.w, weights.dims, W),
        encodeInitializer(names.b, [outChannels], B),
        renameNode(conv, [before ? before.input : x, names.w, names.b], [output]),
      ]);
      for (const a of [before, after]) if (a) [a.mul, a.add].forEach((n) => removed.add(n));
      folded += (before ? 1 : 0) + (after ? 1 : 0);
    }
    return { replacement, removed };
  });
  return { model: result.model, folded };
}
