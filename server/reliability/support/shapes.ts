import fc from 'fast-check';
import { hostile as anyHostile } from './fuzz-inputs.js';
import { Obj, clone, type J } from './json-model.js';

/**
 * The shape of an input (a GraphQL input type or a legacy body) with, per leaf, its
 * well-formed and hostile values. Inputs are drawn three ways: one fault in an otherwise
 * well-formed input (reaches the code behind validation), independent faults per field,
 * or entirely well-formed.
 */
export type Shape =
  | { readonly type: 'leaf'; readonly valid: fc.Arbitrary<J>; readonly hostile: fc.Arbitrary<J> }
  | { readonly type: 'list'; readonly item: Shape }
  | { readonly type: 'object'; readonly fields: readonly Field[] };

export interface Field {
  readonly name: string;
  readonly shape: Shape;
  readonly required: boolean;
}

const toObj = (fields: readonly Field[], values: readonly (J | undefined)[]) =>
  new Obj(fields.flatMap((f, i) => (values[i] === undefined ? [] : [[f.name, values[i] as J] as [string, J]])));

export function validOf(shape: Shape): fc.Arbitrary<J> {
  switch (shape.type) {
    case 'leaf':
      return shape.valid;
    case 'list':
      return fc.array(validOf(shape.item), { minLength: 1, maxLength: 4 });
    case 'object':
      return fc
        .tuple(
          ...shape.fields.map((f) =>
            f.required ? validOf(f.shape) : fc.option(validOf(f.shape), { nil: undefined, freq: 4 }),
          ),
        )
        .map((values) => toObj(shape.fields, values));
  }
}

/** Exactly one fault somewhere inside an otherwise well-formed value. */
export function faultyOf(shape: Shape): fc.Arbitrary<J> {
  switch (shape.type) {
    case 'leaf':
      return shape.hostile;
    case 'list':
      return fc.oneof(
        { weight: 1, arbitrary: anyHostile },
        { weight: 1, arbitrary: fc.constant([] as J) },
        {
          weight: 6,
          arbitrary: fc
            .tuple(fc.array(validOf(shape.item), { maxLength: 3 }), faultyOf(shape.item), fc.nat())
            .map(([items, fault, at]) => {
              const list = [...items];
              list.splice(at % (list.length + 1), 0, fault);
              return list;
            }),
        },
      );
    case 'object': {
      const { fields } = shape;
      if (fields.length === 0) return anyHostile;
      const oneField = fc
        .nat(fields.length - 1)
        .chain((faulty) =>
          fc.tuple(
            ...fields.map((f, i) =>
              i === faulty
                ? fc.oneof(
                    { weight: 8, arbitrary: faultyOf(f.shape) },
                    { weight: 1, arbitrary: fc.constant(undefined) },
                  )
                : validOf(f.shape),
            ),
          ),
        )
        .map((values) => toObj(fields, values));
      return fc.oneof({ weight: 1, arbitrary: anyHostile }, { weight: 10, arbitrary: oneField });
    }
  }
}

/** Each part independently well-formed (mostly) or hostile. */
export function mixedOf(shape: Shape): fc.Arbitrary<J> {
  switch (shape.type) {
    case 'leaf':
      return fc.oneof({ weight: 7, arbitrary: shape.valid }, { weight: 3, arbitrary: shape.hostile });
    case 'list':
      return fc.oneof(
        { weight: 9, arbitrary: fc.array(mixedOf(shape.item), { maxLength: 5 }) as fc.Arbitrary<J> },
        { weight: 1, arbitrary: anyHostile },
      );
    case 'object':
      return fc.oneof(
        {
          weight: 12,
          arbitrary: fc
            .tuple(
              ...shape.fields.map((f) => fc.option(mixedOf(f.shape), { nil: undefined, freq: f.required ? 25 : 3 })),
            )
            .map((values) => toObj(shape.fields, values)),
        },
        { weight: 1, arbitrary: anyHostile },
      );
  }
}

export function valueOf(shape: Shape): fc.Arbitrary<J> {
  return fc.oneof(
    { weight: 5, arbitrary: faultyOf(shape) },
    { weight: 3, arbitrary: mixedOf(shape) },
    { weight: 2, arbitrary: validOf(shape) },
  );
}

const PAIRS = [
  ['password', 'confirmPassword'],
  ['passwordHash', 'confirmPassword'],
  ['newPassword', 'confirmNewPassword'],
];

/** Most of the time a confirmation repeats its password, or every registration stops at "do not match". */
export function withConfirmations(value: J, agree: boolean): J {
  const copy = clone(value);
  if (!agree) return copy;
  const visit = (node: J) => {
    if (node instanceof Obj) {
      for (const [a, b] of PAIRS) {
        const source = node.entries.filter(([k]) => k === a).at(-1);
        const target = node.entries.find(([k]) => k === b);
        if (source && target) target[1] = clone(source[1]);
      }
      for (const [, v] of node.entries) visit(v);
    } else if (Array.isArray(node)) node.forEach(visit);
  };
  visit(copy);
  return copy;
}
