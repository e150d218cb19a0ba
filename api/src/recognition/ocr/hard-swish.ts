/**
 * PaddleOCR's ONNX exports spell hard-swish, x · clip(x + 3, 0, 6) / 6, as four elementwise
 * operations (Add, Clip, Mul, Div), and ONNX Runtime makes four passes over the tensor for it.
 * `fuseHardSwish` rewrites each as x · HardSigmoid(x) with α = 1/6, β = 0.5: the same function in
 * two passes. Measured on 2 cores: the recogniser 12–14% faster per crop (5% for the narrowest),
 * the detector 8%, outputs equal within 2 × 10⁻⁶.
 *
 * The model is edited in its protobuf wire format: only the graph's node list changes, and every
 * other byte is copied as it was, so nothing the rewrite does not know about can be lost.
 */

type Field = {
  field: number;
  wire: number;
  /** The whole field as encoded, key included. */
  raw: Uint8Array;
  /** Payload of a length-delimited field. */
  bytes?: Uint8Array;
  /** Value of a varint field. */
  int?: number;
  /** Payload of a 32-bit field. */
  fixed32?: Uint8Array;
};

function readVarint(buf: Uint8Array, pos: number): [number, number] {
  let value = 0;
  let scale = 1;
  for (;;) {
    const byte = buf[pos++];
    if (byte === undefined) throw new Error('ONNX model: truncated varint');
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return [value, pos];
    scale *= 128;
  }
}

/** The fields of one protobuf message, in order. */
function fields(buf: Uint8Array): Field[] {
  const out: Field[] = [];
  let pos = 0;
  while (pos < buf.length) {
    const start = pos;
    const [key, afterKey] = readVarint(buf, pos);
    pos = afterKey;
    const field: Field = { field: Math.floor(key / 8), wire: key % 8, raw: buf };
    if (field.wire === 0) [field.int, pos] = readVarint(buf, pos);
    else if (field.wire === 1) pos += 8;
    else if (field.wire === 5) {
      field.fixed32 = buf.subarray(pos, pos + 4);
      pos += 4;
    } else if (field.wire === 2) {
      const [length, at] = readVarint(buf, pos);
      field.bytes = buf.subarray(at, at + length);
      pos = at + length;
    } else throw new Error(`ONNX model: unsupported wire type ${field.wire}`);
    if (pos > buf.length) throw new Error('ONNX model: truncated field');
    field.raw = buf.subarray(start, pos);
    out.push(field);
  }
  return out;
}

function varint(value: number): number[] {
  const out: number[] = [];
  while (value >= 0x80) {
    out.push((value % 128) | 0x80);
    value = Math.floor(value / 128);
  }
  out.push(value);
  return out;
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const lengthDelimited = (field: number, bytes: Uint8Array) =>
  concat([Uint8Array.from([...varint(field * 8 + 2), ...varint(bytes.length)]), bytes]);
const text = (field: number, value: string) =>
  lengthDelimited(field, new TextEncoder().encode(value));
const float = (field: number, value: number) => {
  const bytes = new Uint8Array(5);
  bytes[0] = field * 8 + 5;
  new DataView(bytes.buffer).setFloat32(1, value, true);
  return bytes;
};
const decodeText = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

// Field numbers of onnx.proto.
const MODEL_GRAPH = 7;
const GRAPH_NODE = 1;
const GRAPH_INITIALIZER = 5;
const GRAPH_OUTPUT = 12;
const NODE_INPUT = 1;
const NODE_OUTPUT = 2;
const NODE_OP_TYPE = 4;
const NODE_ATTRIBUTE = 5;
const ATTR_NAME = 1;
const ATTR_FLOAT = 2;
const ATTR_TENSOR = 5;
const ATTR_TYPE = 20;
const ATTR_TYPE_FLOAT = 1;
const TENSOR_DATA_TYPE = 2;
const TENSOR_FLOAT_DATA = 4;
const TENSOR_NAME = 8;
const TENSOR_RAW_DATA = 9;
const VALUE_INFO_NAME = 1;
const FLOAT_TYPE = 1;

type Node = {
  raw: Uint8Array;
  inputs: string[];
  outputs: string[];
  op: string;
  attributes: Map<string, Field[]>;
};

function parseNode(f: Field): Node {
  const parts = fields(f.bytes!);
  const attributes = new Map<string, Field[]>();
  for (const a of parts.filter((p) => p.field === NODE_ATTRIBUTE)) {
    const attr = fields(a.bytes!);
    attributes.set(decodeText(attr.find((p) => p.field === ATTR_NAME)?.bytes), attr);
  }
  const strings = (n: number) => parts.filter((p) => p.field === n).map((p) => decodeText(p.bytes));
  return {
    raw: f.raw,
    inputs: strings(NODE_INPUT),
    outputs: strings(NODE_OUTPUT),
    op: decodeText(parts.find((p) => p.field === NODE_OP_TYPE)?.bytes),
    attributes,
  };
}

/** A float tensor's only value, or undefined when it is not a float scalar. */
function scalar(tensor: Field[]): number | undefined {
  if (tensor.find((p) => p.field === TENSOR_DATA_TYPE)?.int !== FLOAT_TYPE) return undefined;
  const data =
    tensor.find((p) => p.field === TENSOR_RAW_DATA)?.bytes ??
    tensor.find((p) => p.field === TENSOR_FLOAT_DATA)?.bytes ??
    tensor.find((p) => p.field === TENSOR_FLOAT_DATA)?.fixed32;
  if (data?.length !== 4) return undefined;
  return new DataView(data.buffer, data.byteOffset, 4).getFloat32(0, true);
}

const attributeFloat = (node: Node, name: string) => {
  const bytes = node.attributes.get(name)?.find((p) => p.field === ATTR_FLOAT)?.fixed32;
  return bytes && new DataView(bytes.buffer, bytes.byteOffset, 4).getFloat32(0, true);
};

function encodeNode(op: string, inputs: string[], outputs: string[], attrs: [string, number][]) {
  return concat([
    ...inputs.map((i) => text(NODE_INPUT, i)),
    ...outputs.map((o) => text(NODE_OUTPUT, o)),
    text(NODE_OP_TYPE, op),
    ...attrs.map(([name, value]) =>
      lengthDelimited(
        NODE_ATTRIBUTE,
        concat([
          text(ATTR_NAME, name),
          float(ATTR_FLOAT, value),
          Uint8Array.from([...varint(ATTR_TYPE * 8), ATTR_TYPE_FLOAT]),
        ]),
      ),
    ),
  ]);
}

/** The model with every hard-swish written as x · HardSigmoid(x), and how many were found. */
export function fuseHardSwish(model: Uint8Array): { model: Uint8Array; fused: number } {
  const top = fields(model);
  const graphField = top.find((f) => f.field === MODEL_GRAPH);
  if (!graphField) return { model, fused: 0 };
  const graph = fields(graphField.bytes!);
  const nodes = graph.filter((f) => f.field === GRAPH_NODE).map(parseNode);
  const constants = new Map<string, number | undefined>();
  for (const n of nodes) {
    const value = n.op === 'Constant' ? n.attributes.get('value') : undefined;
    const tensor = value?.find((p) => p.field === ATTR_TENSOR)?.bytes;
    if (tensor) constants.set(n.outputs[0]!, scalar(fields(tensor)));
  }
  for (const f of graph.filter((g) => g.field === GRAPH_INITIALIZER)) {
    const tensor = fields(f.bytes!);
    constants.set(decodeText(tensor.find((p) => p.field === TENSOR_NAME)?.bytes), scalar(tensor));
  }
  const producer = new Map<string, Node>();
  const users = new Map<string, Node[]>();
  for (const n of nodes) {
    n.outputs.forEach((o) => producer.set(o, n));
    n.inputs.forEach((i) => users.set(i, [...(users.get(i) ?? []), n]));
  }
  const only = (name: string, op: string) => {
    const list = users.get(name) ?? [];
    return list.length === 1 && list[0]!.op === op ? list[0] : undefined;
  };

  const removed = new Set<Node>();
  const replacement = new Map<Node, Uint8Array>();
  for (const clip of nodes.filter((n) => n.op === 'Clip')) {
    const add = producer.get(clip.inputs[0]!);
    if (add?.op !== 'Add' || constants.get(add.inputs[1]!) !== 3) continue;
    const x = add.inputs[0]!;
    // Bounds are attributes before opset 11 and inputs from then on.
    const low = clip.inputs[1] ? constants.get(clip.inputs[1]) : attributeFloat(clip, 'min');
    const high = clip.inputs[2] ? constants.get(clip.inputs[2]) : attributeFloat(clip, 'max');
    const mul = only(clip.outputs[0]!, 'Mul');
    const div = mul && only(mul.outputs[0]!, 'Div');
    if (low !== 0 || high !== 6 || !mul?.inputs.includes(x) || !div) continue;
    if (only(add.outputs[0]!, 'Clip') !== clip || constants.get(div.inputs[1]!) !== 6) continue;
    const gate = `${div.outputs[0]}/hard_sigmoid`;
    [add, clip, mul, div].forEach((n) => removed.add(n));
    replacement.set(
      div,
      concat([
        lengthDelimited(
          GRAPH_NODE,
          encodeNode(
            'HardSigmoid',
            [x],
            [gate],
            [
              ['alpha', 1 / 6],
              ['beta', 0.5],
            ],
          ),
        ),
        lengthDelimited(GRAPH_NODE, encodeNode('Mul', [x, gate], [div.outputs[0]!], [])),
      ]),
    );
  }
  if (!replacement.size) return { model, fused: 0 };

  // Constants only the removed nodes read (the 3s and 6s) go too, so the runtime has nothing
  // unused to warn about; not in a graph with subgraphs, which may read them unseen here.
  const read = new Set([
    ...nodes.filter((n) => !removed.has(n)).flatMap((n) => n.inputs),
    ...graph
      .filter((f) => f.field === GRAPH_OUTPUT)
      .map((f) => decodeText(fields(f.bytes!).find((p) => p.field === VALUE_INFO_NAME)?.bytes)),
  ]);
  const subgraphs = nodes.some((n) => ['If', 'Loop', 'Scan'].includes(n.op));
  const unused = (n: Node) =>
    !subgraphs && n.op === 'Constant' && !n.outputs.some((o) => read.has(o));
  let k = 0;
  const parts = graph.map((f) => {
    if (f.field !== GRAPH_NODE) return f.raw;
    const node = nodes[k++]!;
    if (replacement.has(node)) return replacement.get(node)!;
    return removed.has(node) || unused(node) ? new Uint8Array() : f.raw;
  });
  const newGraph = concat(parts);
  const rebuilt = concat(
    top.map((f) => (f === graphField ? lengthDelimited(MODEL_GRAPH, newGraph) : f.raw)),
  );
  return { model: rebuilt, fused: replacement.size };
}
