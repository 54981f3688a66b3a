//! Structural equivalence of operations, as MLIR's `OperationEquivalence::isEquivalentTo` with
//! `IgnoreLocations` decides it, and a hash consistent with it.
//!
//! Two ops are equivalent when they have the same name, discardable attributes, properties,
//! result types and numbers of operands, results, successors and regions, use the same operand
//! values, and have equivalent regions. Two regions are equivalent when their blocks pair up
//! in order with the same argument types, and their ops pair up in order, each pair
//! equivalent, with successors mapping to paired blocks. Inside regions, values defined by the
//! paired ops and blocks stand for each other; a value must have been paired before its use is
//! compared (as in MLIR, which compares in order), so a use before the definition in a graph
//! region makes two ops differ. The operands of the outermost op, when it is commutative, may
//! come in another order (from the first position that differs, as a multiset); nested ops
//! compare their operands in order.
//!
//! [`ShapeHasher`] hashes what equivalence compares except the operand values: everything an
//! op and its regions look like. Equivalent ops hash the same; it is memoized per op with
//! regions, so hashing every op of a tree costs its size once.
//!
//! Both are iterative: nesting depth costs no stack.

use std::hash::{Hash, Hasher};

use crate::ir::context::{Context, FxHashMap, FxHasher};
use crate::ir::{Block, Op, Properties, Region, Value};

/// Whether `a` and `b` hold the same properties. Property slots that are all empty equal no
/// properties (a builder makes the slots of an op whose attributes are all absent, a parser
/// may not).
pub fn props_equal(a: &Properties, b: &Properties) -> bool {
    match (a, b) {
        (Properties::None, Properties::None) => true,
        (Properties::Dict(x), Properties::Dict(y)) => x == y,
        (Properties::Slots(x), Properties::Slots(y)) => x == y,
        (Properties::None, Properties::Slots(s)) | (Properties::Slots(s), Properties::None) => {
            s.iter().all(Option::is_none)
        }
        _ => false,
    }
}

/// Feeds properties to a hasher, consistently with [`props_equal`].
pub fn hash_props(props: &Properties, h: &mut impl Hasher) {
    match props {
        Properties::Slots(s) if s.iter().all(Option::is_none) => h.write_u8(0),
        Properties::None => h.write_u8(0),
        Properties::Dict(a) => {
            h.write_u8(1);
            a.hash(h);
        }
        Properties::Slots(s) => {
            h.write_u8(2);
            s.hash(h);
        }
    }
}

/// The comparison of everything about two ops but their operand values and regions' contents:
/// name, discardable attributes, properties, result types, and the numbers of operands,
/// results, successors and regions.
pub fn same_signature(ctx: &Context, a: Op, b: Op) -> bool {
    let (da, db) = (ctx.ir.op(a), ctx.ir.op(b));
    da.name == db.name
        && da.attrs == db.attrs
        && da.regions.len() == db.regions.len()
        && da.successors.len() == db.successors.len()
        && ctx.ir.num_operands(a) == ctx.ir.num_operands(b)
        && ctx.ir.num_results(a) == ctx.ir.num_results(b)
        && props_equal(&da.props, &db.props)
        && ctx
            .ir
            .results(a)
            .zip(ctx.ir.results(b))
            .all(|(x, y)| ctx.ir.value_type(x) == ctx.ir.value_type(y))
}

/// One step of the equivalence walk.
enum Task {
    /// compare two ops (then their regions)
    Op(Op, Op),
    /// compare two regions' blocks
    Region(Region, Region),
    /// compare two blocks (then their ops)
    Block(Block, Block),
    /// check that the successors of two equivalent ops map to paired blocks
    Successors(Op, Op),
}

/// Whether `lhs` and `rhs` are equivalent, locations ignored (MLIR's
/// `OperationEquivalence::isEquivalentTo(lhs, rhs, IgnoreLocations)`). Iterative.
pub fn ops_equivalent(ctx: &Context, lhs: Op, rhs: Op) -> bool {
    if lhs == rhs {
        return true;
    }
    let ir = &ctx.ir;
    if ir.op(lhs).regions.is_empty() {
        // the common case: no regions, no values to pair, nothing to allocate
        return same_signature(ctx, lhs, rhs) && top_operands_match(ctx, lhs, rhs);
    }
    let mut values: FxHashMap<Value, Value> = FxHashMap::default();
    let mut blocks: FxHashMap<Block, Block> = FxHashMap::default();
    let mut stack = vec![Task::Op(lhs, rhs)];
    while let Some(task) = stack.pop() {
        match task {
            Task::Op(a, b) => {
                if a == b {
                    continue;
                }
                if !same_signature(ctx, a, b) {
                    return false;
                }
                let commutative = a == lhs
                    && ctx
                        .op_traits(a)
                        .contains(crate::ir::registry::OpTraits::COMMUTATIVE);
                if commutative {
                    if !commutative_operands_match(ctx, a, b, &values) {
                        return false;
                    }
                } else {
                    for (x, y) in ir.operands(a).zip(ir.operands(b)) {
                        if x == y {
                            continue;
                        }
                        if ir.value_type(x) != ir.value_type(y) || values.get(&x) != Some(&y) {
                            return false;
                        }
                    }
                }
                for (x, y) in ir.results(a).zip(ir.results(b)) {
                    values.entry(x).or_insert(y);
                }
                let (ra, rb) = (&ir.op(a).regions, &ir.op(b).regions);
                for (&x, &y) in ra.iter().zip(rb.iter()).rev() {
                    stack.push(Task::Region(x, y));
                }
            }
            Task::Region(x, y) => {
                if ir.region_blocks(x).count() != ir.region_blocks(y).count() {
                    return false;
                }
                let pairs: Vec<(Block, Block)> =
                    ir.region_blocks(x).zip(ir.region_blocks(y)).collect();
                stack.extend(pairs.into_iter().rev().map(|(a, b)| Task::Block(a, b)));
            }
            Task::Block(x, y) => {
                let (ax, ay) = (ir.block_args(x), ir.block_args(y));
                if ax.len() != ay.len() || *blocks.entry(x).or_insert(y) != y {
                    return false;
                }
                for (&p, &q) in ax.iter().zip(ay) {
                    if ir.value_type(p) != ir.value_type(q) {
                        return false;
                    }
                    values.entry(p).or_insert(q);
                }
                if ir.block_ops(x).count() != ir.block_ops(y).count() {
                    return false;
                }
                let pairs: Vec<(Op, Op)> = ir.block_ops(x).zip(ir.block_ops(y)).collect();
                for (a, b) in pairs.into_iter().rev() {
                    stack.push(Task::Successors(a, b));
                    stack.push(Task::Op(a, b));
                }
            }
            Task::Successors(a, b) => {
                let (sa, sb) = (&ir.op(a).successors, &ir.op(b).successors);
                for (&p, &q) in sa.iter().zip(sb.iter()) {
                    if *blocks.entry(p).or_insert(q) != q {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// The operands of two ops compared outside any region (no value pairs yet): the same values,
/// in order, or in any order from the first difference on for a commutative op.
fn top_operands_match(ctx: &Context, a: Op, b: Op) -> bool {
    let ir = &ctx.ir;
    if ctx
        .op_traits(a)
        .contains(crate::ir::registry::OpTraits::COMMUTATIVE)
    {
        return commutative_operands_match(ctx, a, b, &FxHashMap::default());
    }
    ir.operands(a).eq(ir.operands(b))
}

/// The operands of a commutative op (the outermost op compared): equal in order up to some
/// position, and from there the same values in any order (MLIR's
/// `ValueEquivalenceCache::checkCommutativeEquivalent`).
fn commutative_operands_match(
    ctx: &Context,
    a: Op,
    b: Op,
    values: &FxHashMap<Value, Value>,
) -> bool {
    let ir = &ctx.ir;
    let same = |x: Value, y: Value| x == y || values.get(&x) == Some(&y);
    let n = ir.num_operands(a);
    let mut i = 0;
    while i < n && same(ir.operand(a, i), ir.operand(b, i)) {
        i += 1;
    }
    if i == n {
        return true;
    }
    let mut x: Vec<Value> = (i..n).map(|k| ir.operand(a, k)).collect();
    let mut y: Vec<Value> = (i..n).map(|k| ir.operand(b, k)).collect();
    x.sort_unstable();
    y.sort_unstable();
    x == y
}

/// Hashes ops by their shape: what [`ops_equivalent`] compares except operand values, regions
/// included. Ops with regions are memoized, so the ops nested in them must not change shape
/// while the hasher is in use (replacing operand values is fine: they are not hashed).
#[derive(Debug, Default)]
pub struct ShapeHasher {
    /// the hash of each op with regions, by op index (pooled: a hasher per function costs
    /// nothing per op of the whole IR)
    memo: crate::ir::marks::ScratchMap,
}

impl ShapeHasher {
    /// A hasher with nothing memoized.
    pub fn new() -> Self {
        ShapeHasher::default()
    }

    /// The hash of `op`'s signature ([`same_signature`]), without regions.
    fn signature(ctx: &Context, op: Op) -> u64 {
        let ir = &ctx.ir;
        let d = ir.op(op);
        let mut h = FxHasher::default();
        d.name.hash(&mut h);
        d.attrs.hash(&mut h);
        hash_props(&d.props, &mut h);
        h.write_usize(ir.num_operands(op));
        h.write_usize(d.successors.len());
        h.write_usize(d.regions.len());
        for r in ir.results(op) {
            ir.value_type(r).hash(&mut h);
        }
        h.finish()
    }

    fn memo(&self, op: Op) -> Option<u64> {
        self.memo.get(op.index())
    }

    /// The shape hash of `op`: its signature and, for each region, its blocks' argument types
    /// and the shapes of their ops. Iterative; each op with regions is hashed once.
    pub fn shape(&mut self, ctx: &Context, op: Op) -> u64 {
        let ir = &ctx.ir;
        if ir.op(op).regions.is_empty() {
            return Self::signature(ctx, op);
        }
        if let Some(h) = self.memo(op) {
            return h;
        }
        // post-order over the unmemoized ops with regions under `op`
        let mut stack = vec![(op, false)];
        while let Some((o, done)) = stack.pop() {
            if !done {
                if self.memo(o).is_some() {
                    continue;
                }
                stack.push((o, true));
                for &r in ir.op(o).regions.iter() {
                    for b in ir.region_blocks(r) {
                        for n in ir.block_ops(b) {
                            if !ir.op(n).regions.is_empty() && self.memo(n).is_none() {
                                stack.push((n, false));
                            }
                        }
                    }
                }
                continue;
            }
            let mut h = FxHasher::default();
            h.write_u64(Self::signature(ctx, o));
            for &r in ir.op(o).regions.iter() {
                h.write_u8(0xAB);
                for b in ir.region_blocks(r) {
                    h.write_u8(0xBC);
                    for &a in ir.block_args(b) {
                        ir.value_type(a).hash(&mut h);
                    }
                    for n in ir.block_ops(b) {
                        let s = match self.memo(n) {
                            Some(s) => s,
                            None => Self::signature(ctx, n),
                        };
                        h.write_u64(s);
                    }
                }
            }
            self.memo.insert(o.index(), h.finish() | 1);
        }
        self.memo(op).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::registry::{OpDefinition, OpTraits};

    /// The ops of the module parsed from `text` (top level only).
    fn parse(text: &str) -> (Context, Vec<Op>) {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        ctx.register_op(OpDefinition {
            traits: OpTraits::PURE | OpTraits::COMMUTATIVE,
            ..OpDefinition::new("t.add")
        });
        let top = crate::text::api::parse_str(&mut ctx, text, "eq.mlir")
            .unwrap_or_else(|e| panic!("{}", e.rendered));
        let body = ctx
            .ir
            .first_block(ctx.ir.op(top).regions[0])
            .expect("a body");
        let ops = ctx.ir.block_ops(body).collect();
        (ctx, ops)
    }

    fn check(text: &str, expected: &[(usize, usize, bool)]) {
        let (ctx, ops) = parse(text);
        let mut shapes = ShapeHasher::new();
        for &(a, b, eq) in expected {
            assert_eq!(ops_equivalent(&ctx, ops[a], ops[b]), eq, "ops {a} and {b}");
            if eq {
                assert_eq!(shapes.shape(&ctx, ops[a]), shapes.shape(&ctx, ops[b]));
            }
        }
    }

    #[test]
    fn operands_attributes_and_locations() {
        check(
            r#"%x = "t.x"() : () -> i32
%y = "t.x"() : () -> i32
%0 = "t.op"(%x) {a = 1} : (i32) -> i32 loc("one")
%1 = "t.op"(%x) {a = 1} : (i32) -> i32 loc("two")
%2 = "t.op"(%y) {a = 1} : (i32) -> i32
%3 = "t.op"(%x) {a = 2} : (i32) -> i32
%4 = "t.op"(%x) {a = 1} : (i32) -> i64
%5 = "t.op"(%x) <{a = 1}> : (i32) -> i32
"#,
            &[
                (2, 3, true),
                (2, 4, false),
                (2, 5, false),
                (2, 6, false),
                (2, 7, false),
            ],
        );
    }

    #[test]
    fn commutative_operands_at_the_top_only() {
        check(
            r#"%x = "t.x"() : () -> i32
%y = "t.y"() : () -> i32
%0 = "t.add"(%x, %y) : (i32, i32) -> i32
%1 = "t.add"(%y, %x) : (i32, i32) -> i32
%2 = "t.add"(%x, %x) : (i32, i32) -> i32
"t.r"() ({
  %3 = "t.add"(%x, %y) : (i32, i32) -> i32
}) : () -> ()
"t.r"() ({
  %4 = "t.add"(%y, %x) : (i32, i32) -> i32
}) : () -> ()
"t.r"() ({
  %5 = "t.add"(%x, %y) : (i32, i32) -> i32
}) : () -> ()
"#,
            &[
                (2, 3, true),
                (3, 2, true),
                (2, 4, false),
                (5, 6, false),
                (5, 7, true),
            ],
        );
    }

    #[test]
    fn regions_pair_values_in_order() {
        check(
            r#""t.r"() ({
^bb0(%a: i32):
  %0 = "t.op"(%a) : (i32) -> i32
  "t.use"(%0) : (i32) -> ()
}) : () -> ()
"t.r"() ({
^bb0(%b: i32):
  %1 = "t.op"(%b) : (i32) -> i32
  "t.use"(%1) : (i32) -> ()
}) : () -> ()
"t.r"() ({
^bb0(%c: i64):
  %2 = "t.op"(%c) : (i64) -> i32
  "t.use"(%2) : (i32) -> ()
}) : () -> ()
"t.r"() ({
  "t.use"(%3) : (i32) -> ()
  %3 = "t.op"() : () -> i32
}) : () -> ()
"t.r"() ({
  "t.use"(%4) : (i32) -> ()
  %4 = "t.op"() : () -> i32
}) : () -> ()
"#,
            // a use before its definition (graph region) never pairs
            &[(0, 1, true), (0, 2, false), (3, 4, false), (3, 3, true)],
        );
    }

    #[test]
    fn successors_map_to_paired_blocks() {
        check(
            r#""t.r"() ({
  "t.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "t.end"() : () -> ()
^bb2:
  "t.br"()[^bb1] : () -> ()
}) : () -> ()
"t.r"() ({
  "t.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "t.end"() : () -> ()
^bb2:
  "t.br"()[^bb1] : () -> ()
}) : () -> ()
"t.r"() ({
  "t.br"()[^bb2, ^bb1] : () -> ()
^bb1:
  "t.end"() : () -> ()
^bb2:
  "t.br"()[^bb1] : () -> ()
}) : () -> ()
"t.r"() ({
  "t.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "t.end"() : () -> ()
^bb2:
  "t.end"() : () -> ()
}) : () -> ()
"#,
            &[(0, 1, true), (0, 2, false), (0, 3, false)],
        );
    }

    #[test]
    fn empty_property_slots_equal_no_properties() {
        use super::{hash_props, props_equal};
        use crate::ir::Properties;
        let ctx = crate::Context::new();
        let unit = ctx.unit_attr();
        let hash = |p: &Properties| {
            let mut h = crate::ir::context::FxHasher::default();
            hash_props(p, &mut h);
            std::hash::Hasher::finish(&h)
        };
        let none = Properties::None;
        let empty = Properties::Slots(vec![None, None].into_boxed_slice());
        let set = Properties::Slots(vec![None, Some(unit)].into_boxed_slice());
        assert!(props_equal(&none, &empty) && props_equal(&empty, &none));
        assert_eq!(hash(&none), hash(&empty));
        assert!(!props_equal(&none, &set) && !props_equal(&set, &empty));
        assert_ne!(hash(&none), hash(&set));
    }
}
