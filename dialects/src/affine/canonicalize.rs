//! The folders and canonicalization patterns of MLIR 22 for the affine ops that take a map
//! and its operands, built on the runtime's affine machinery
//! ([`ods_runtime::ir::affine_simplify`], [`ods_runtime::transforms::affine_operands`]):
//!
//! - `affine.apply` folds to an operand when its result is a bare dimension or symbol, and to
//!   a constant (or `ub.poison` for a division by zero) when its operands are constants;
//! - `affine.min`/`affine.max` fold to the least/greatest result when all results fold to
//!   constants, update their map in place when some do, and fold a lone symbol to its operand;
//! - `SimplifyAffineOp` (apply, load, store, vector_load, vector_store, prefetch, min, max):
//!   `affine.apply` producers composed into the map, the map and operands canonicalized,
//!   and the results simplified with what is known of loop induction variables;
//! - for `affine.min`/`affine.max`, in upstream's order: a single-result op becomes
//!   `affine.apply`, repeated results are dropped, a result that is a bare operand produced by
//!   the same kind of op merges that op's results, and results are sorted by their flattened
//!   form;
//! - `affine.load`, `affine.store` and `affine.prefetch` fold a memref operand produced by a
//!   `memref.cast` of a ranked memref to the cast's source (`foldMemRefCast`).
//!
//! [`AffineInfo`] answers the runtime's questions about values (which `affine.apply` defines
//! a value, valid symbols, constants, loop bounds); the affine dialect's other patterns can
//! use it with the runtime API.

use super::{
    map_of, validity, ApplyOp, ForOp, LoadOp, MaxOp, MinOp, PrefetchOp, StoreOp, VectorLoadOp,
    VectorStoreOp,
};
use ods_runtime::ir::affine::{AffineExpr, AffineMap};
use ods_runtime::ir::affine_simplify::{
    flatten_without_locals, is_pure_affine, shift_dims, shift_symbols, FlatExpr,
};
use ods_runtime::ir::attributes::AttrKind;
use ods_runtime::ir::attributes::Location;
use ods_runtime::ir::registry::FoldResult;
use ods_runtime::ir::ValueDef;
use ods_runtime::ods::hooks::{CanonicalizationPatterns, ConstantMaterializer, Fold, FoldMulti};
use ods_runtime::transforms::affine_operands::{
    canonicalize_map_and_operands, compose_affine_map_and_operands, simplify_map_with_operands,
    AffineValueInfo, LoopIv,
};
use ods_runtime::transforms::fold::const_int;
use ods_runtime::transforms::pattern::PatternRoot;
use ods_runtime::transforms::rewrite::{constant_value, PatternSet, Rewriter};
use ods_runtime::{Attribute, Context, Op, OpHandle, Type, Value};

/// The affine dialect's answers to the runtime's questions about map operands.
pub struct AffineInfo;

impl AffineValueInfo for AffineInfo {
    fn apply_producer(&mut self, ctx: &mut Context, v: Value) -> Option<(AffineMap, Vec<Value>)> {
        let ValueDef::Result { op, .. } = ctx.ir.value(v).def else {
            return None;
        };
        ApplyOp::from_op(ctx, op)?;
        let map = map_of(ctx, op, "map")?.clone();
        Some((map, ctx.ir.operands(op).collect()))
    }

    fn is_valid_symbol(&mut self, ctx: &mut Context, v: Value) -> bool {
        validity::is_valid_symbol(ctx, v)
    }

    fn constant_int(&mut self, ctx: &mut Context, v: Value) -> Option<i64> {
        let a = constant_value(ctx, v);
        const_int(ctx, a).and_then(|i| i.to_i64())
    }

    fn loop_iv(&mut self, ctx: &mut Context, v: Value) -> Option<LoopIv> {
        let ValueDef::BlockArg { block, index: 0 } = ctx.ir.value(v).def else {
            return None;
        };
        let for_op = ForOp::from_op(ctx, ctx.ir.block_parent_op(block)?)?;
        let lower_map = map_of(ctx, for_op.op(), "lowerBoundMap")?;
        let upper_map = map_of(ctx, for_op.op(), "upperBoundMap")?;
        let single = |m: &AffineMap| match &*m.results {
            [AffineExpr::Constant(c)] => Some(*c),
            _ => None,
        };
        let lower_divisor = lower_map
            .results
            .iter()
            .map(|e| e.largest_known_divisor().unsigned_abs())
            .reduce(gcd)
            .unwrap_or(u64::MAX);
        Some(LoopIv {
            lower: single(lower_map),
            upper: single(upper_map),
            step: for_op.step(ctx),
            lower_divisor,
        })
    }
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl ConstantMaterializer for super::AffineDialect {
    /// `ub.poison` for a poison value, else an `arith.constant` (MLIR's affine dialect does the
    /// same).
    fn materialize_constant(
        ctx: &mut Context,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<Op> {
        if crate::ub::is_poison_attr(ctx, value) {
            return crate::ub::UbDialect::materialize_constant(ctx, value, ty, loc);
        }
        crate::arith::ArithDialect::materialize_constant(ctx, value, ty, loc)
    }
}

// ------------------------------------------------------------------------------------------
// Folders
// ------------------------------------------------------------------------------------------

/// The integer value of each constant operand.
fn constants(ctx: &Context, operands: &[Option<Attribute>]) -> Vec<Option<i64>> {
    operands
        .iter()
        .map(|&a| const_int(ctx, a).and_then(|i| i.to_i64()))
        .collect()
}

impl Fold for ApplyOp {
    /// A bare dimension or symbol is its operand; constant operands fold the map.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        let op = self.op();
        let map = map_of(ctx, op, "map")?;
        let operand = |i: u32| (i as usize) < ctx.ir.num_operands(op);
        match map.results.first()? {
            AffineExpr::Dim(i) if operand(*i) => {
                return Some(FoldResult::Value(ctx.ir.operand(op, *i as usize)))
            }
            AffineExpr::Symbol(i) if operand(map.num_dims + i) => {
                let v = ctx.ir.operand(op, (map.num_dims + i) as usize);
                return Some(FoldResult::Value(v));
            }
            _ => {}
        }
        let mut poison = false;
        let consts = constants(ctx, operands);
        let (_, all) = map.partial_constant_fold(&consts, &mut poison);
        if poison {
            return Some(FoldResult::Attr(crate::ub::poison_attr(ctx)));
        }
        let value = *all?.first()?;
        Some(FoldResult::Attr(ctx.index_attr(value)))
    }
}

/// MLIR's `foldMinMaxOp`: the least (`min`) or greatest result when all fold to constants;
/// the map with the constant results folded, in place; a lone symbol is its operand.
fn fold_min_max(
    ctx: &mut Context,
    op: Op,
    operands: &[Option<Attribute>],
    min: bool,
    set_map: impl FnOnce(&mut Context, Attribute),
) -> Option<FoldResult> {
    let map = map_of(ctx, op, "map")?.clone();
    let consts = constants(ctx, operands);
    let (folded, all) = map.partial_constant_fold(&consts, &mut false);
    if folded.num_symbols == 1
        && folded.num_dims == 0
        && matches!(&*folded.results, [AffineExpr::Symbol(0)])
    {
        return Some(FoldResult::Value(ctx.ir.operand(op, 0)));
    }
    let Some(all) = all else {
        if folded == map {
            return None;
        }
        let attr = ctx.intern_attr(AttrKind::AffineMap(folded));
        set_map(ctx, attr);
        return Some(FoldResult::Value(ctx.ir.result(op, 0)));
    };
    let v = if min {
        all.iter().min()
    } else {
        all.iter().max()
    };
    let v = *v?;
    Some(FoldResult::Attr(ctx.index_attr(v)))
}

impl Fold for LoadOp {
    /// MLIR's `foldMemRefCast`: a memref read through a `memref.cast` of a ranked memref
    /// is read from the cast's source, in place. (Upstream also folds loads from constant
    /// `memref.get_global`s: not here.)
    fn fold(self, ctx: &mut Context, _: &[Option<Attribute>]) -> Option<FoldResult> {
        let op = self.op();
        crate::memref::fold_memref_cast(ctx, op, None)
            .then(|| FoldResult::Value(ctx.ir.result(op, 0)))
    }
}

impl FoldMulti for StoreOp {
    /// MLIR's `foldMemRefCast` on every operand but the stored value.
    fn fold(self, ctx: &mut Context, _: &[Option<Attribute>], _: &mut Vec<FoldResult>) -> bool {
        let value = ctx.ir.operand(self.op(), 0);
        crate::memref::fold_memref_cast(ctx, self.op(), Some(value))
    }
}

impl FoldMulti for PrefetchOp {
    /// MLIR's `foldMemRefCast`: the memref read through a `memref.cast` of a ranked memref.
    fn fold(self, ctx: &mut Context, _: &[Option<Attribute>], _: &mut Vec<FoldResult>) -> bool {
        crate::memref::fold_memref_cast(ctx, self.op(), None)
    }
}

impl Fold for MinOp {
    /// MLIR's `foldMinMaxOp` for `min`.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_min_max(ctx, self.op(), operands, true, |c, a| {
            self.set_map_attr(c, a)
        })
    }
}

impl Fold for MaxOp {
    /// MLIR's `foldMinMaxOp` for `max`.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attribute>]) -> Option<FoldResult> {
        fold_min_max(ctx, self.op(), operands, false, |c, a| {
            self.set_map_attr(c, a)
        })
    }
}

// ------------------------------------------------------------------------------------------
// SimplifyAffineOp
// ------------------------------------------------------------------------------------------

/// Builds the generic form of an op: result types, operands and named inherent attributes.
type GenericBuilder = fn(&mut Context, Location, &[Type], &[Value], &[(&str, Attribute)]) -> Op;

/// Replaces `op` by a new op of the same kind whose operands are the first `prefix` ones of
/// `op` followed by `map_operands`, with `map` as its `map` and the other inherent attributes
/// of `op` (MLIR's `replaceOpWithNewOp` with the op's builder).
fn replace_with_map(
    rw: &mut Rewriter<'_>,
    op: Op,
    names: &[&'static str],
    build: GenericBuilder,
    prefix: usize,
    map: AffineMap,
    map_operands: &[Value],
) {
    let map_attr = rw.intern_attr(AttrKind::AffineMap(map));
    let mut attrs: Vec<(&str, Attribute)> = Vec::with_capacity(names.len());
    for &name in names {
        if name == "map" {
            attrs.push((name, map_attr));
        } else if let Some(a) = ods_runtime::ods::verify::op_attr(rw, op, name) {
            attrs.push((name, a));
        }
    }
    let mut operands: Vec<Value> = rw.ir.operands(op).take(prefix).collect();
    operands.extend_from_slice(map_operands);
    let types: Vec<Type> = rw.ir.results(op).map(|r| rw.ir.value_type(r)).collect();
    let loc = rw.ir.op(op).loc;
    let new = build(rw, loc, &types, &operands, &attrs);
    rw.insert_op_before(op, new);
    let values: Vec<Value> = rw.ir.results(new).collect();
    rw.replace_op(op, &values);
}

/// MLIR's `SimplifyAffineOp`: compose, canonicalize and simplify the map and its operands
/// (those after the first `prefix` operands); replace the op when anything changed.
fn simplify_affine_op(
    rw: &mut Rewriter<'_>,
    op: Op,
    names: &[&'static str],
    build: GenericBuilder,
    prefix: usize,
) -> bool {
    let Some(old_map) = map_of(rw, op, "map").cloned() else {
        return false;
    };
    let old_operands: Vec<Value> = rw.ir.operands(op).skip(prefix).collect();
    let mut map = old_map.clone();
    let mut operands = old_operands.clone();
    let info = &mut AffineInfo;
    if !compose_affine_map_and_operands(rw, info, &mut map, &mut operands)
        || !canonicalize_map_and_operands(rw, info, &mut map, &mut operands)
    {
        return false;
    }
    let map = simplify_map_with_operands(rw, info, &map, &operands);
    if map == old_map && operands == old_operands {
        return false;
    }
    replace_with_map(rw, op, names, build, prefix, map, &operands);
    true
}

/// An affine op with a `map` over its trailing operands.
trait MapOp: OpHandle + PatternRoot {
    /// the operands before the map operands
    const PREFIX: usize;
    /// `SimplifyAffineOp<T>`'s debug name
    const SIMPLIFY: &'static str;
    /// the op's inherent attribute names
    fn attr_names() -> &'static [&'static str];
    /// the op's generic builder
    fn build(
        ctx: &mut Context,
        loc: Location,
        types: &[Type],
        operands: &[Value],
        attrs: &[(&str, Attribute)],
    ) -> Op;
}

macro_rules! map_op {
    ($t:ty, $prefix:expr, $cpp:literal) => {
        impl MapOp for $t {
            const PREFIX: usize = $prefix;
            const SIMPLIFY: &'static str = concat!(
                "(anonymous namespace)::SimplifyAffineOp<mlir::affine::",
                $cpp,
                ">"
            );
            fn attr_names() -> &'static [&'static str] {
                <$t>::PROPERTY_NAMES
            }
            fn build(
                ctx: &mut Context,
                loc: Location,
                types: &[Type],
                operands: &[Value],
                attrs: &[(&str, Attribute)],
            ) -> Op {
                <$t>::build_generic(ctx, loc, types, operands, attrs).op()
            }
        }
    };
}

map_op!(ApplyOp, 0, "AffineApplyOp");
map_op!(LoadOp, 1, "AffineLoadOp");
map_op!(StoreOp, 2, "AffineStoreOp");
map_op!(VectorLoadOp, 1, "AffineVectorLoadOp");
map_op!(VectorStoreOp, 2, "AffineVectorStoreOp");
map_op!(PrefetchOp, 1, "AffinePrefetchOp");
map_op!(MinOp, 0, "AffineMinOp");
map_op!(MaxOp, 0, "AffineMaxOp");

/// `SimplifyAffineOp<T>`.
fn simplify<T: MapOp>(op: T, rw: &mut Rewriter<'_>) -> bool {
    simplify_affine_op(rw, op.op(), T::attr_names(), T::build, T::PREFIX)
}

macro_rules! simplify_only {
    ($($t:ty),*) => {$(
        impl CanonicalizationPatterns for $t {
            /// `SimplifyAffineOp`.
            fn canonicalization_patterns(set: &mut PatternSet) {
                set.add_named::<$t>(<$t as MapOp>::SIMPLIFY, 1, simplify::<$t>);
            }
        }
    )*};
}

simplify_only!(
    ApplyOp,
    LoadOp,
    StoreOp,
    VectorLoadOp,
    VectorStoreOp,
    PrefetchOp
);

// ------------------------------------------------------------------------------------------
// affine.min / affine.max patterns
// ------------------------------------------------------------------------------------------

/// `CanonicalizeSingleResultAffineMinMaxOp`: a single-result min/max is an `affine.apply`.
fn single_result_to_apply(rw: &mut Rewriter<'_>, op: Op) -> bool {
    let Some(map_attr) = ods_runtime::ods::verify::op_attr(rw, op, "map") else {
        return false;
    };
    if map_of(rw, op, "map").is_none_or(|m| m.results.len() != 1) {
        return false;
    }
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    let loc = rw.ir.op(op).loc;
    let new = ApplyOp::build(rw, loc, map_attr, &operands).op();
    rw.insert_op_before(op, new);
    let v = rw.ir.result(new, 0);
    rw.replace_op(op, &[v]);
    true
}

/// `DeduplicateAffineMinMaxExpressions`: repeated results are dropped.
fn dedupe_results(rw: &mut Rewriter<'_>, op: Op, build: GenericBuilder) -> bool {
    let Some(map) = map_of(rw, op, "map").cloned() else {
        return false;
    };
    let mut kept: Vec<AffineExpr> = Vec::with_capacity(map.results.len());
    let mut seen = std::collections::HashSet::new();
    for e in map.results.iter() {
        if seen.insert(e) {
            kept.push(e.clone());
        }
    }
    if kept.len() == map.results.len() {
        return false;
    }
    let new = AffineMap::new(map.num_dims, map.num_symbols, kept);
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    replace_with_map(rw, op, &["map"], build, 0, new, &operands);
    true
}

/// `MergeAffineMinMaxOp`: a result that is a bare dimension or symbol whose operand comes
/// from the same kind of op is replaced by that op's results (over its own operands,
/// appended).
fn merge_nested(
    rw: &mut Rewriter<'_>,
    op: Op,
    same_kind: fn(&Context, Op) -> bool,
    build: GenericBuilder,
) -> bool {
    let Some(map) = map_of(rw, op, "map").cloned() else {
        return false;
    };
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    let nd = map.num_dims as usize;
    let producer = |ctx: &Context, v: Value| match ctx.ir.value(v).def {
        ValueDef::Result { op: p, .. } if same_kind(ctx, p) => Some(p),
        _ => None,
    };
    let mut exprs = Vec::with_capacity(map.results.len());
    let mut producers = Vec::new();
    for e in map.results.iter() {
        let v = match *e {
            AffineExpr::Dim(i) => operands.get(i as usize).copied(),
            AffineExpr::Symbol(i) => operands.get(nd + i as usize).copied(),
            _ => None,
        };
        match v.and_then(|v| producer(rw, v)) {
            Some(p) => producers.push(p),
            None => exprs.push(e.clone()),
        }
    }
    if producers.is_empty() {
        return false;
    }
    let mut dims: Vec<Value> = operands[..nd].to_vec();
    let mut syms: Vec<Value> = operands[nd..].to_vec();
    let (mut used_dims, mut used_syms) = (map.num_dims, map.num_symbols);
    for p in producers {
        let Some(pmap) = map_of(rw, p, "map").cloned() else {
            return false;
        };
        let pops: Vec<Value> = rw.ir.operands(p).collect();
        let pd = pmap.num_dims as usize;
        dims.extend_from_slice(&pops[..pd.min(pops.len())]);
        syms.extend_from_slice(&pops[pd.min(pops.len())..]);
        for e in pmap.results.iter() {
            exprs.push(shift_symbols(&shift_dims(e, used_dims, 0), used_syms, 0));
        }
        used_dims += pmap.num_dims;
        used_syms += pmap.num_symbols;
    }
    let new = AffineMap::new(used_dims, used_syms, exprs);
    dims.extend(syms);
    replace_with_map(rw, op, &["map"], build, 0, new, &dims);
    true
}

/// `canonicalizeMapExprAndTermOrder`: the results sorted by their flattened forms, when all
/// are pure affine without local quotients and not already sorted.
fn sort_results(map: &AffineMap) -> Option<AffineMap> {
    let mut flat: Vec<(FlatExpr, usize)> = Vec::with_capacity(map.results.len());
    for (i, e) in map.results.iter().enumerate() {
        if !is_pure_affine(e) {
            return None;
        }
        flat.push((flatten_without_locals(e, map.num_dims, map.num_symbols)?, i));
    }
    if flat.windows(2).all(|w| w[0].0.cmp_dense(&w[1].0).is_le()) {
        return None;
    }
    flat.sort_by(|a, b| a.0.cmp_dense(&b.0));
    let results = flat.iter().map(|(_, i)| map.results[*i].clone()).collect();
    Some(AffineMap::new(map.num_dims, map.num_symbols, results))
}

/// `CanonicalizeAffineMinMaxOpExprAndTermOrder`.
fn order_results(rw: &mut Rewriter<'_>, op: Op, build: GenericBuilder) -> bool {
    let Some(new) = map_of(rw, op, "map").and_then(sort_results) else {
        return false;
    };
    let operands: Vec<Value> = rw.ir.operands(op).collect();
    replace_with_map(rw, op, &["map"], build, 0, new, &operands);
    true
}

fn single_result<T: MapOp>(op: T, rw: &mut Rewriter<'_>) -> bool {
    single_result_to_apply(rw, op.op())
}

fn dedupe<T: MapOp>(op: T, rw: &mut Rewriter<'_>) -> bool {
    dedupe_results(rw, op.op(), T::build)
}

fn is_kind<T: OpHandle>(ctx: &Context, op: Op) -> bool {
    T::from_op(ctx, op).is_some()
}

fn merge<T: MapOp>(op: T, rw: &mut Rewriter<'_>) -> bool {
    merge_nested(rw, op.op(), is_kind::<T>, T::build)
}

fn order<T: MapOp>(op: T, rw: &mut Rewriter<'_>) -> bool {
    order_results(rw, op.op(), T::build)
}

/// The min/max patterns in upstream's order.
fn min_max_patterns<T: MapOp>(set: &mut PatternSet, names: [&'static str; 4]) {
    set.add_named::<T>(names[0], 1, single_result::<T>);
    set.add_named::<T>(names[1], 1, dedupe::<T>);
    set.add_named::<T>(names[2], 1, merge::<T>);
    set.add_named::<T>(T::SIMPLIFY, 1, simplify::<T>);
    set.add_named::<T>(names[3], 1, order::<T>);
}

impl CanonicalizationPatterns for MinOp {
    /// Single result to apply, dedupe, merge nested mins, `SimplifyAffineOp`, sort results.
    fn canonicalization_patterns(set: &mut PatternSet) {
        min_max_patterns::<MinOp>(
            set,
            [
                "(anonymous namespace)::CanonicalizeSingleResultAffineMinMaxOp<mlir::affine::AffineMinOp>",
                "(anonymous namespace)::DeduplicateAffineMinMaxExpressions<mlir::affine::AffineMinOp>",
                "(anonymous namespace)::MergeAffineMinMaxOp<mlir::affine::AffineMinOp>",
                "(anonymous namespace)::CanonicalizeAffineMinMaxOpExprAndTermOrder<mlir::affine::AffineMinOp>",
            ],
        );
    }
}

impl CanonicalizationPatterns for MaxOp {
    /// Single result to apply, dedupe, merge nested maxes, `SimplifyAffineOp`, sort results.
    fn canonicalization_patterns(set: &mut PatternSet) {
        min_max_patterns::<MaxOp>(
            set,
            [
                "(anonymous namespace)::CanonicalizeSingleResultAffineMinMaxOp<mlir::affine::AffineMaxOp>",
                "(anonymous namespace)::DeduplicateAffineMinMaxExpressions<mlir::affine::AffineMaxOp>",
                "(anonymous namespace)::MergeAffineMinMaxOp<mlir::affine::AffineMaxOp>",
                "(anonymous namespace)::CanonicalizeAffineMinMaxOpExprAndTermOrder<mlir::affine::AffineMaxOp>",
            ],
        );
    }
}
