/**
 * Just enough of ONNX's protobuf wire format to rewrite a model's graph at load time
 * (`hard-swish.ts`, `fold-affine.ts`): nodes are read, some are replaced or removed, tensors may
 * be added, and every other byte is copied as it was, so nothing a rewrite does not know about
 * can be lost.
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

/** The key of a length-delimited field holding `length` bytes. */
const lengthKey = (field: number, length: number) =>
  Uint8Array.from([...varint(field * 8 + 2), ...varint(length)]);
const lengthDelimited = (field: number, bytes: Uint8Array) =>
  concat([lengthKey(field, bytes.length), bytes]);
const text = (field: number, value: string) =>
  lengthDelimited(field, new TextEncoder().encode(value));
const float = (field: number, value: number) => {
  const bytes = new Uint8Array(5);
  bytes[0] = field * 8 + 5;
  new DataView(bytes.buffer).setFloat32(1, value, true);
  return bytes;
};
const varintField = (field: number, value: number) =>
  Uint8Array.from([...varint(field * 8), ...varint(value)]);
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
const ATTR_INT = 3;
const ATTR_TENSOR = 5;
const ATTR_INTS = 8;
const ATTR_TYPE = 20;
const ATTR_TYPE_FLOAT = 1;
const TENSOR_DIMS = 1;
const TENSOR_DATA_TYPE = 2;
const TENSOR_FLOAT_DATA = 4;
const TENSOR_NAME = 8;
const TENSOR_RAW_DATA = 9;
const VALUE_INFO_NAME = 1;
const FLOAT_TYPE = 1;

export type Node = {
  raw: Uint8Array;
  /** The node's message, for re-encoding it with other inputs or outputs. */
  body: Field[];
  inputs: string[];
  outputs: string[];
  op: string;
  attributes: Map<string, Field[]>;
};

function parseNode(f: Field): Node {
  const body = fields(f.bytes!);
  const attributes = new Map<string, Field[]>();
  for (const a of body.filter((p) => p.field === NODE_ATTRIBUTE)) {
    const attr = fields(a.bytes!);
    attributes.set(decodeText(attr.find((p) => p.field === ATTR_NAME)?.bytes), attr);
  }
  const strings = (n: number) => body.filter((p) => p.field === n).map((p) => decodeText(p.bytes));
  return {
    raw: f.raw,
    body,
    inputs: strings(NODE_INPUT),
    outputs: strings(NODE_OUTPUT),
    op: decodeText(body.find((p) => p.field === NODE_OP_TYPE)?.bytes),
    attributes,
  };
}

/** A float tensor: its shape and its values as little-endian bytes (`valuesOf` reads them). */
export type FloatTensor = { dims: number[]; data: Uint8Array };

/** Values of a repeated integer field, packed or not. */
function ints(parts: Field[], field: number): number[] {
  const out: number[] = [];
  for (const p of parts.filter((q) => q.field === field)) {
    if (p.int !== undefined) out.push(p.int);
    else if (p.bytes)
      for (let pos = 0; pos < p.bytes.length;) {
        const [v, next] = readVarint(p.bytes, pos);
        out.push(v);
        pos = next;
      }
  }
  return out;
}

/**
 * A float tensor's shape and values, or undefined when it is not a float tensor. The values stay
 * bytes until asked for (`valuesOf`): a rewrite reads the scalars and the weights it changes, not
 * every weight in the model.
 */
function floatTensor(tensor: Field[]): FloatTensor | undefined {
  if (tensor.find((p) => p.field === TENSOR_DATA_TYPE)?.int !== FLOAT_TYPE) return undefined;
  const dims = ints(tensor, TENSOR_DIMS);
  const data =
    tensor.find((p) => p.field === TENSOR_RAW_DATA)?.bytes ??
    tensor.find((p) => p.field === TENSOR_FLOAT_DATA)?.bytes ??
    tensor.find((p) => p.field === TENSOR_FLOAT_DATA)?.fixed32;
  const count = dims.reduce((a, b) => a * b, 1);
  if (data?.length !== count * 4) return undefined;
  return { dims, data };
}

/** A float tensor's values, as a new array the caller may change. */
export function valuesOf(tensor: FloatTensor): Float32Array {
  // Copied value by value: the protobuf's bytes need not be 4-byte aligned.
  const values = new Float32Array(tensor.data.length / 4);
  const view = new DataView(tensor.data.buffer, tensor.data.byteOffset, tensor.data.length);
  for (let i = 0; i < values.length; i++) values[i] = view.getFloat32(i * 4, true);
  return values;
}

/** A float tensor's only value, or undefined when it is not a float tensor of one value. */
export function scalarOf(tensor: FloatTensor | undefined): number | undefined {
  return tensor?.data.length === 4 ? valuesOf(tensor)[0] : undefined;
}

export const attributeFloat = (node: Node, name: string) => {
  const bytes = node.attributes.get(name)?.find((p) => p.field === ATTR_FLOAT)?.fixed32;
  return bytes && new DataView(bytes.buffer, bytes.byteOffset, 4).getFloat32(0, true);
};

/** An integer or integer-list attribute's values; undefined when the node does not set it. */
export const attributeInts = (node: Node, name: string) => {
  const attr = node.attributes.get(name);
  return attr && [...ints(attr, ATTR_INT), ...ints(attr, ATTR_INTS)];
};

/** A node of the given operator with float attributes only. */
export function encodeNode(
  op: string,
  inputs: string[],
  outputs: string[],
  attrs: [string, number][] = [],
) {
  return lengthDelimited(
    GRAPH_NODE,
    concat([
      ...inputs.map((i) => text(NODE_INPUT, i)),
      ...outputs.map((o) => text(NODE_OUTPUT, o)),
      text(NODE_OP_TYPE, op),
      ...attrs.map(([name, value]) =>
        lengthDelimited(
          NODE_ATTRIBUTE,
          concat([
            text(ATTR_NAME, name),
            float(ATTR_FLOAT, value),
            varintField(ATTR_TYPE, ATTR_TYPE_FLOAT),
          ]),
        ),
      ),
    ]),
  );
}

/** The node with other inputs and outputs; its name, attributes and domain as they were. */
export function renameNode(node: Node, inputs: string[], outputs: string[]) {
  return lengthDelimited(
    GRAPH_NODE,
    concat([
      ...inputs.map((i) => text(NODE_INPUT, i)),
      ...outputs.map((o) => text(NODE_OUTPUT, o)),
      ...node.body
        .filter((p) => p.field !== NODE_INPUT && p.field !== NODE_OUTPUT)
        .map((p) => p.raw),
    ]),
  );
}

/** A graph initializer holding these float values. */
export function encodeInitializer(name: string, dims: number[], values: Float32Array) {
  const raw = new Uint8Array(values.length * 4);
  const view = new DataView(raw.buffer);
  values.forEach((v, i) => view.setFloat32(i * 4, v, true));
  return lengthDelimited(
    GRAPH_INITIALIZER,
    concat([
      ...dims.map((d) => varintField(TENSOR_DIMS, d)),
      varintField(TENSOR_DATA_TYPE, FLOAT_TYPE),
      text(TENSOR_NAME, name),
      lengthDelimited(TENSOR_RAW_DATA, raw),
    ]),
  );
}

/** A model's graph, read for a rewrite. */
export type Graph = {
  nodes: Node[];
  /** Every float constant (Constant nodes' values and initializers) by name. */
  constants: Map<string, FloatTensor | undefined>;
  producer: Map<string, Node>;
  users: Map<string, Node[]>;
  /** The only node reading `name`, when it is of operator `op`. */
  only: (name: string, op: string) => Node | undefined;
};

export type Rewrite = {
  /** Encoded nodes (and initializers) put where the node was. */
  replacement: Map<Node, Uint8Array[]>;
  removed: Set<Node>;
};

/** Reads the model's graph, lets `rewrite` say what changes, and encodes the result. */
export function rewriteGraph(
  model: Uint8Array,
  rewrite: (graph: Graph) => Rewrite,
): { model: Uint8Array; changed: number } {
  const top = fields(model);
  const graphField = top.find((f) => f.field === MODEL_GRAPH);
  if (!graphField) return { model, changed: 0 };
  const graph = fields(graphField.bytes!);
  const nodes = graph.filter((f) => f.field === GRAPH_NODE).map(parseNode);
  const constants = new Map<string, FloatTensor | undefined>();
  for (const n of nodes) {
    const value = n.op === 'Constant' ? n.attributes.get('value') : undefined;
    const tensor = value?.find((p) => p.field === ATTR_TENSOR)?.bytes;
    if (tensor) constants.set(n.outputs[0]!, floatTensor(fields(tensor)));
  }
  for (const f of graph.filter((g) => g.field === GRAPH_INITIALIZER)) {
    const tensor = fields(f.bytes!);
    constants.set(
      decodeText(tensor.find((p) => p.field === TENSOR_NAME)?.bytes),
      floatTensor(tensor),
    );
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
  const { replacement, removed } = rewrite({ nodes, constants, producer, users, only });
  if (!replacement.size) return { model, changed: 0 };

  // Constants only the removed or replaced nodes read go too, so the runtime has nothing
  // unused to warn about; not in a graph with subgraphs, which may read them unseen here.
  const read = new Set([
    ...nodes.filter((n) => !removed.has(n) && !replacement.has(n)).flatMap((n) => n.inputs),
    ...[...replacement.values()].flatMap((encoded) =>
      encoded
        .flatMap(fields)
        .filter((f) => f.field === GRAPH_NODE)
        .flatMap((f) => fields(f.bytes!).filter((p) => p.field === NODE_INPUT))
        .map((p) => decodeText(p.bytes)),
    ),
    ...graph
      .filter((f) => f.field === GRAPH_OUTPUT)
      .map((f) => decodeText(fields(f.bytes!).find((p) => p.field === VALUE_INFO_NAME)?.bytes)),
  ]);
  const subgraphs = nodes.some((n) => ['If', 'Loop', 'Scan'].includes(n.op));
  const unused = (n: Node) =>
    !subgraphs && n.op === 'Constant' && !n.outputs.some((o) => read.has(o));
  let k = 0;
  const parts = graph.flatMap((f) => {
    if (f.field !== GRAPH_NODE) return [f.raw];
    const node = nodes[k++]!;
    return replacement.get(node) ?? (removed.has(node) || unused(node) ? [] : [f.raw]);
  });
  // The graph's parts go straight into the new model, not first into a graph of their own.
  const graphKey = lengthKey(
    MODEL_GRAPH,
    parts.reduce((n, p) => n + p.length, 0),
  );
  const rebuilt = concat(top.flatMap((f) => (f === graphField ? [graphKey, ...parts] : [f.raw])));
  return { model: rebuilt, changed: replacement.size };
}
