/**
 * PaddleOCR's ONNX exports spell hard-swish, x · clip(x + 3, 0, 6) / 6, as four elementwise
 * operations (Add, Clip, Mul, Div), and ONNX Runtime makes four passes over the tensor for it.
 * `fuseHardSwish` rewrites each as x · HardSigmoid(x) with α = 1/6, β = 0.5: the same function in
 * two passes. Measured on 2 cores: the recogniser 12–14% faster per crop (5% for the narrowest),
 * the detector 8%, outputs equal within 2 × 10⁻⁶.
 *
 * The model is edited in its protobuf wire format (`onnx-wire.ts`): only the graph's node list
 * changes.
 */
import { attributeFloat, encodeNode, rewriteGraph, scalarOf, type Node } from './onnx-wire';

/** The model with every hard-swish written as x · HardSigmoid(x), and how many were found. */
export function fuseHardSwish(model: Uint8Array): { model: Uint8Array; fused: number } {
  const result = rewriteGraph(model, ({ nodes, constants, producer, only }) => {
    const value = (name: string | undefined) => name && scalarOf(constants.get(name));
    const removed = new Set<Node>();
    const replacement = new Map<Node, Uint8Array[]>();
    for (const clip of nodes.filter((n) => n.op === 'Clip')) {
      const add = producer.get(clip.inputs[0]!);
      if (add?.op !== 'Add' || value(add.inputs[1]) !== 3) continue;
      const x = add.inputs[0]!;
      // Bounds are attributes before opset 11 and inputs from then on.
      const low = clip.inputs[1] ? value(clip.inputs[1]) : attributeFloat(clip, 'min');
      const high = clip.inputs[2] ? value(clip.inputs[2]) : attributeFloat(clip, 'max');
      const mul = only(clip.outputs[0]!, 'Mul');
      const div = mul && only(mul.outputs[0]!, 'Div');
      if (low !== 0 || high !== 6 || !mul?.inputs.includes(x) || !div) continue;
      if (only(add.outputs[0]!, 'Clip') !== clip || value(div.inputs[1]) !== 6) continue;
      const gate = `${div.outputs[0]}/hard_sigmoid`;
      [add, clip, mul].forEach((n) => removed.add(n));
      replacement.set(div, [
        encodeNode(
          'HardSigmoid',
          [x],
          [gate],
          [
            ['alpha', 1 / 6],
            ['beta', 0.5],
          ],
        ),
        encodeNode('Mul', [x, gate], [div.outputs[0]!]),
      ]);
    }
    return { replacement, removed };
  });
  return { model: result.model, fused: result.changed };
}
