//! The folders and canonicalization patterns of `affine.for` and `affine.if` that MLIR 22
//! runs under `--canonicalize`:
//!
//! - `affine.for`'s fold: bounds whose maps fold to constants on constant operands become
//!   constant bounds (`foldLoopBounds`: the largest lower and the smallest upper result),
//!   bound maps are composed with the `affine.apply`s producing their operands and
//!   canonicalized, results that can never be the maximum (lower bound) or minimum (upper
//!   bound) are dropped (`canonicalizeLoopBounds`), and a loop with results whose constant
//!   bounds give no iteration folds to its initial values;
//! - `AffineForEmptyLoopFolder`: a loop whose body is only its `affine.yield` is replaced by
//!   what it yields (initial values of iteration arguments yielded in place, values from
//!   outside when the trip count is known, swapped arguments only for at most one
//!   iteration);
//! - `affine.if`'s fold: the condition composed with the `affine.apply`s producing its
//!   operands and canonicalized with them;
//! - `SimplifyDeadElse`: an `else` holding only its `affine.yield` is dropped (no results);
//! - `AlwaysTrueOrFalseIf`: an `affine.if` on the canonical empty set (`1 == 0`) or the
//!   trivially true one (`0 == 0`) is replaced by the region that runs.
//!
//! MLIR 22 has no other pattern on these ops: loops of one iteration stay, unused results
//! and forwarded iteration arguments stay. Not here yet: `affine.parallel`'s fold.

use std::collections::HashMap;

use ods_runtime::ir::affine::{AffineBinOp, AffineExpr, AffineMap, IntegerSet};
use ods_runtime::ir::affine_simplify::bound_of_expr;
use ods_runtime::ir::attributes::AttrKind;
use ods_runtime::ir::registry::FoldResult;
use ods_runtime::ir::stack::with_room;
use ods_runtime::ods::hooks::{CanonicalizationPatterns, FoldMulti};
use ods_runtime::transforms::affine_operands::{
    canonicalize_map_and_operands, canonicalize_set_and_operands, compose_affine_map_and_operands,
    compose_set_and_operands, AffineValueInfo, LoopIv,
};
use ods_runtime::transforms::rewrite::{constant_value, PatternSet, Rewriter};
use ods_runtime::{Attribute, Block, Context, Op, Region, Value};

use super::canonicalize::AffineInfo;
use super::{for_segments, map_of, set_of, ForOp, IfOp};

// ------------------------------------------------------------------------------------------
// Constant folding of affine maps
// ------------------------------------------------------------------------------------------

/// MLIR's `floorDiv` on `i64` (wrapping).
fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a.wrapping_rem(b) != 0 && ((a < 0) != (b < 0)) {
        q.wrapping_sub(1)
    } else {
        q
    }
}

/// MLIR's `ceilDiv` on `i64` (wrapping).
fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if a.wrapping_rem(b) != 0 && ((a < 0) == (b < 0)) {
        q.wrapping_add(1)
    } else {
        q
    }
}

/// The value of `e` with dimension `i` equal to `values[i]` and symbol `j` to
/// `values[num_dims + j]` (MLIR's `AffineExprConstantFolder`): `None` when an input is not a
/// constant, a divisor is zero or a modulus is not positive. Deep expressions grow the stack
/// ([`with_room`]).
fn fold_expr(e: &AffineExpr, values: &[Option<i64>], num_dims: usize) -> Option<i64> {
    match e {
        AffineExpr::Constant(c) => Some(*c),
        AffineExpr::Dim(i) => values.get(*i as usize).copied().flatten(),
        AffineExpr::Symbol(i) => values.get(num_dims + *i as usize).copied().flatten(),
        AffineExpr::Binary { op, lhs, rhs } => with_room(|| {
            let l = fold_expr(lhs, values, num_dims)?;
            let r = fold_expr(rhs, values, num_dims)?;
            match op {
                AffineBinOp::Add => Some(l.wrapping_add(r)),
                AffineBinOp::Mul => Some(l.wrapping_mul(r)),
                AffineBinOp::Mod => (r >= 1).then(|| l.wrapping_rem(r).wrapping_add(r) % r),
                AffineBinOp::FloorDiv => (r != 0).then(|| floor_div(l, r)),
                AffineBinOp::CeilDiv => (r != 0).then(|| ceil_div(l, r)),
            }
        }),
    }
}

/// The integer constant `v` is defined as, if any.
fn int_constant(ctx: &mut Context, v: Value) -> Option<i64> {
    let a: Attribute = constant_value(ctx, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Integer { value, .. } => Some(value.to_i64().unwrap_or(value.low_u64() as i64)),
        _ => None,
    }
}

/// MLIR's `isSingleConstant`: one result, a constant.
fn single_constant(map: &AffineMap) -> Option<i64> {
    match &*map.results {
        [e] => e.as_constant(),
        _ => None,
    }
}

// ------------------------------------------------------------------------------------------
// affine.for
// ------------------------------------------------------------------------------------------

/// The constant a bound folds to: its map's results on its constant operands, the largest
/// (lower bound) or smallest (upper bound) of them.
fn fold_bound(ctx: &mut Context, map: &AffineMap, operands: &[Value], lower: bool) -> Option<i64> {
    let values: Vec<Option<i64>> = operands.iter().map(|&v| int_constant(ctx, v)).collect();
    let num_dims = map.num_dims as usize;
    let mut folded = map.results.iter().map(|e| fold_expr(e, &values, num_dims));
    let first = folded.next()??;
    folded.try_fold(first, |acc, r| {
        let r = r?;
        Some(if lower { acc.max(r) } else { acc.min(r) })
    })
}

/// Makes a bound of `op` (lower when `lower`) the map `map` on `bound_operands`.
fn set_bound(ctx: &mut Context, op: Op, lower: bool, map: AffineMap, bound_operands: Vec<Value>) {
    let f = ForOp::from_op_unchecked(op);
    let [lbs, ubs, inits] = for_segments(ctx, op);
    let (lbs, ubs) = if lower {
        (bound_operands, ubs)
    } else {
        (lbs, bound_operands)
    };
    let sizes = [lbs.len(), ubs.len(), inits.len()].map(|n| n as i32);
    let mut operands = lbs;
    operands.extend(ubs);
    operands.extend(inits);
    ctx.ir.set_operands(op, &operands);
    let a = ctx.intern_attr(AttrKind::AffineMap(map));
    if lower {
        f.set_lower_bound_map_attr(ctx, a);
    } else {
        f.set_upper_bound_map_attr(ctx, a);
    }
    let segments = ods_runtime::ods::preds::dense_i32_array(ctx, &sizes);
    ForOp::__ODS_ATTRS[3].set(ctx, op, Some(segments));
}

/// Makes a bound of `op` the constant `value`: the map `() -> (value)` and no operands.
fn set_constant_bound(ctx: &mut Context, op: Op, lower: bool, value: i64) {
    let map = AffineMap {
        num_dims: 0,
        num_symbols: 0,
        results: Box::new([AffineExpr::Constant(value)]),
    };
    set_bound(ctx, op, lower, map, Vec::new());
}

/// MLIR's `foldLoopBounds`: each bound that is not a single constant and whose map folds on
/// constant operands is made that constant. Whether something changed.
fn fold_loop_bounds(ctx: &mut Context, op: Op) -> bool {
    let mut changed = false;
    for lower in [true, false] {
        let name = if lower {
            "lowerBoundMap"
        } else {
            "upperBoundMap"
        };
        let Some(map) = map_of(ctx, op, name).cloned() else {
            continue;
        };
        if single_constant(&map).is_some() || map.results.is_empty() {
            continue;
        }
        let [lbs, ubs, _] = for_segments(ctx, op);
        let operands = if lower { lbs } else { ubs };
        if let Some(c) = fold_bound(ctx, &map, &operands, lower) {
            set_constant_bound(ctx, op, lower, c);
            changed = true;
        }
    }
    changed
}

/// MLIR's `getTrivialConstantTripCount`: with constant bounds and a positive step, the
/// number of iterations.
fn trivial_trip_count(ctx: &Context, op: Op) -> Option<u64> {
    let step = ForOp::from_op_unchecked(op).step(ctx);
    let lb = single_constant(map_of(ctx, op, "lowerBoundMap")?)?;
    let ub = single_constant(map_of(ctx, op, "upperBoundMap")?)?;
    if step <= 0 {
        return None;
    }
    let d = ub.wrapping_sub(lb);
    Some(if d <= 0 {
        0
    } else {
        (d.wrapping_add(step).wrapping_sub(1) / step) as u64
    })
}

/// MLIR's `simplifyMinOrMaxExprWithOperands`: results of a bound map (a maximum when
/// `is_max`, a minimum otherwise) whose range, bounded through the constant bounds of the
/// loops whose induction variables are operands, can never be the chosen one are dropped;
/// results with a single possible value become that constant.
fn simplify_min_or_max(
    ctx: &mut Context,
    map: &AffineMap,
    operands: &[Value],
    is_max: bool,
) -> AffineMap {
    if operands.is_empty() {
        return map.clone();
    }
    let ivs: Vec<Option<LoopIv>> = operands
        .iter()
        .map(|&v| AffineInfo.loop_iv(ctx, v))
        .collect();
    let lows: Vec<Option<i64>> = ivs
        .iter()
        .map(|iv| iv.and_then(|iv| iv.min_value()))
        .collect();
    let highs: Vec<Option<i64>> = ivs
        .iter()
        .map(|iv| iv.and_then(|iv| iv.max_value()))
        .collect();
    let (nd, ns) = (map.num_dims, map.num_symbols);
    let bounds: Vec<(Option<i64>, Option<i64>)> = map
        .results
        .iter()
        .map(|e| match e.as_constant() {
            Some(c) => (Some(c), Some(c)),
            None => (
                bound_of_expr(e, nd, ns, &lows, &highs, false),
                bound_of_expr(e, nd, ns, &lows, &highs, true),
            ),
        })
        .collect();
    let redundant = redundant_results(&bounds, is_max);
    let mut kept = Vec::with_capacity(map.results.len());
    for (i, e) in map.results.iter().enumerate() {
        if redundant[i] {
            continue;
        }
        kept.push(match bounds[i] {
            (Some(l), Some(h)) if l == h => AffineExpr::Constant(l),
            _ => e.clone(),
        });
    }
    AffineMap::new(nd, ns, kept)
}

/// Which results of a maximum (`is_max`, else a minimum) with `bounds` (inclusive lower and
/// upper) can never be chosen: another result's lower bound passes this one's upper bound
/// (for a maximum), or equals it, except that of two single-valued results with the same
/// value the first stays. A minimum is a maximum of the negated bounds. Linear: the two
/// largest lower bounds and, per lower bound value, counts of the results that have it.
fn redundant_results(bounds: &[(Option<i64>, Option<i64>)], is_max: bool) -> Vec<bool> {
    let keyed: Vec<(Option<i128>, Option<i128>)> = bounds
        .iter()
        .map(|&(lo, hi)| {
            let (lo, hi) = (lo.map(i128::from), hi.map(i128::from));
            if is_max {
                (lo, hi)
            } else {
                (hi.map(|v| -v), lo.map(|v| -v))
            }
        })
        .collect();
    let single = |k: &(Option<i128>, Option<i128>)| k.0.is_some() && k.0 == k.1;
    let mut best: [Option<(i128, usize)>; 2] = [None, None];
    // per lower bound: (results, results with more than one value, first single-valued one)
    let mut stats: HashMap<i128, (usize, usize, usize)> = HashMap::new();
    for (i, k) in keyed.iter().enumerate() {
        let Some(lo) = k.0 else { continue };
        if best[0].is_none_or(|(b, _)| lo > b) {
            best = [Some((lo, i)), best[0]];
        } else if best[1].is_none_or(|(b, _)| lo > b) {
            best[1] = Some((lo, i));
        }
        let st = stats.entry(lo).or_insert((0, 0, usize::MAX));
        st.0 += 1;
        if single(k) {
            st.2 = st.2.min(i);
        } else {
            st.1 += 1;
        }
    }
    let redundant_one = |i: usize, k: &(Option<i128>, Option<i128>)| {
        let Some(mine) = k.1 else { return false };
        let other = if best[0].is_some_and(|(_, j)| j == i) {
            best[1]
        } else {
            best[0]
        };
        if other.is_some_and(|(b, _)| b > mine) {
            return true;
        }
        let Some(&(count, multi, first_single)) = stats.get(&mine) else {
            return false;
        };
        let others = count - usize::from(k.0 == Some(mine));
        others > 0 && (!single(k) || multi > 0 || first_single < i)
    };
    keyed
        .iter()
        .enumerate()
        .map(|(i, k)| redundant_one(i, k))
        .collect()
}

/// MLIR's `removeDuplicateExprs`: a result equal to the one before it is dropped (only
/// neighbours: `(a, b, a)` stays).
fn remove_duplicate_exprs(map: AffineMap) -> AffineMap {
    let mut results: Vec<AffineExpr> = map.results.to_vec();
    results.dedup();
    if results.len() == map.results.len() {
        return map;
    }
    AffineMap::new(map.num_dims, map.num_symbols, results)
}

/// Composes and canonicalizes one bound map with its operands; the old ones when that
/// passes the expression depth limit.
fn compose_bound(
    ctx: &mut Context,
    map: &AffineMap,
    operands: &[Value],
) -> (AffineMap, Vec<Value>) {
    let (mut m, mut ops) = (map.clone(), operands.to_vec());
    if compose_affine_map_and_operands(ctx, &mut AffineInfo, &mut m, &mut ops)
        && canonicalize_map_and_operands(ctx, &mut AffineInfo, &mut m, &mut ops)
    {
        return (m, ops);
    }
    (map.clone(), operands.to_vec())
}

/// MLIR's `canonicalizeLoopBounds`: both bound maps composed with the `affine.apply`s
/// producing their operands and canonicalized with them, redundant results of the maximum
/// (lower bound) and minimum (upper bound) dropped and repeated neighbouring results removed. As
/// upstream, the upper bound's results are pruned with its operands before composition.
/// Whether a bound changed.
fn canonicalize_loop_bounds(ctx: &mut Context, op: Op) -> bool {
    let (Some(prev_lb), Some(prev_ub)) = (
        map_of(ctx, op, "lowerBoundMap").cloned(),
        map_of(ctx, op, "upperBoundMap").cloned(),
    ) else {
        return false;
    };
    let [lbs, ubs, _] = for_segments(ctx, op);
    let (lb, lb_ops) = compose_bound(ctx, &prev_lb, &lbs);
    let lb = simplify_min_or_max(ctx, &lb, &lb_ops, true);
    let ub = simplify_min_or_max(ctx, &prev_ub, &ubs, false);
    let lb = remove_duplicate_exprs(lb);
    let (ub, ub_ops) = compose_bound(ctx, &ub, &ubs);
    let ub = remove_duplicate_exprs(ub);
    let (lb_changed, ub_changed) = (lb != prev_lb, ub != prev_ub);
    if lb_changed {
        set_bound(ctx, op, true, lb, lb_ops);
    }
    if ub_changed {
        set_bound(ctx, op, false, ub, ub_ops);
    }
    lb_changed || ub_changed
}

impl FoldMulti for ForOp {
    /// Constant bounds folded in place (`foldLoopBounds`); a loop with results and no
    /// iteration folds to its initial values.
    fn fold(
        self,
        ctx: &mut Context,
        _operands: &[Option<Attribute>],
        results: &mut Vec<FoldResult>,
    ) -> bool {
        let op = self.op();
        let mut folded = fold_loop_bounds(ctx, op);
        folded |= canonicalize_loop_bounds(ctx, op);
        if trivial_trip_count(ctx, op) == Some(0) && ctx.ir.num_results(op) != 0 {
            let [_, _, inits] = for_segments(ctx, op);
            results.extend(inits.into_iter().map(FoldResult::Value));
            return true;
        }
        folded
    }
}

impl FoldMulti for IfOp {
    /// MLIR's `AffineIfOp::fold`: the condition composed with the `affine.apply`s producing
    /// its operands and canonicalized with them (constants promoted, dimensions that are
    /// valid symbols made symbols, unused and repeated operands dropped), in place.
    fn fold(
        self,
        ctx: &mut Context,
        _operands: &[Option<Attribute>],
        _results: &mut Vec<FoldResult>,
    ) -> bool {
        let op = self.op();
        let Some(old) = set_of(ctx, op, "condition").cloned() else {
            return false;
        };
        let old_operands: Vec<Value> = ctx.ir.operands(op).collect();
        let (mut set, mut operands) = (old.clone(), old_operands.clone());
        if !compose_set_and_operands(ctx, &mut AffineInfo, &mut set, &mut operands)
            || !canonicalize_set_and_operands(ctx, &mut AffineInfo, &mut set, &mut operands)
        {
            return false;
        }
        if set == old && operands == old_operands {
            return false;
        }
        ctx.ir.set_operands(op, &operands);
        let a = ctx.intern_attr(AttrKind::IntegerSet(set));
        self.set_condition_attr(ctx, a);
        true
    }
}

/// The single block of region `r`.
fn block_of(ctx: &Context, r: Region) -> Option<Block> {
    ctx.ir.first_block(r)
}

/// MLIR's `AffineForEmptyLoopFolder`: a loop whose body holds only its `affine.yield` is
/// replaced by its initial values (no iteration) or what it yields, read through the
/// iteration arguments; bails out when that depends on the trip count.
fn empty_loop_folder(f: ForOp, rw: &mut Rewriter<'_>) -> bool {
    let op = f.op();
    let Some(body) = block_of(rw, f.region(rw)) else {
        return false;
    };
    if rw.ir.block_ops(body).count() != 1 || rw.ir.num_results(op) == 0 {
        return false;
    }
    let Some(term) = rw.ir.last_op(body) else {
        return false;
    };
    let [_, _, inits] = for_segments(rw, op);
    let trips = trivial_trip_count(rw, op);
    if trips == Some(0) {
        rw.replace_op(op, &inits);
        return true;
    }
    let args = rw.ir.block_args(body).to_vec();
    let iter_args = args.get(1..).unwrap_or(&[]);
    let yielded: Vec<Value> = rw.ir.operands(term).collect();
    let mut outside = false;
    let mut out_of_order = false;
    let mut replacements = Vec::with_capacity(yielded.len());
    for (i, &v) in yielded.iter().enumerate() {
        match iter_args.iter().position(|&a| a == v) {
            Some(pos) => {
                out_of_order |= pos != i;
                let Some(&init) = inits.get(pos) else {
                    return false;
                };
                replacements.push(init);
            }
            // the induction variable is not defined outside the loop (MLIR asserts here)
            None if args.first() == Some(&v) => return false,
            None => {
                outside = true;
                replacements.push(v);
            }
        }
    }
    match trips {
        None if outside || out_of_order => return false,
        Some(n) if n >= 2 && out_of_order => return false,
        _ => {}
    }
    rw.replace_op(op, &replacements);
    true
}

impl CanonicalizationPatterns for ForOp {
    /// `AffineForEmptyLoopFolder` (benefit 1).
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::AffineForEmptyLoopFolder",
            1,
            empty_loop_folder,
        );
    }
}

// ------------------------------------------------------------------------------------------
// affine.if
// ------------------------------------------------------------------------------------------

/// MLIR's `SimplifyDeadElse`: without results, an `else` block holding only its
/// `affine.yield` is erased.
fn simplify_dead_else(i: IfOp, rw: &mut Rewriter<'_>) -> bool {
    let op = i.op();
    let els = i.else_region(rw);
    let Some(b) = block_of(rw, els) else {
        return false;
    };
    if rw.ir.block_ops(b).count() != 1 || rw.ir.num_results(op) != 0 {
        return false;
    }
    // the yield goes through the rewriter (the driver forgets it), then the empty block
    if let Some(t) = rw.ir.last_op(b) {
        rw.erase_op(t);
    }
    rw.modify_op_in_place(op, |ctx| ctx.ir.erase_block(b));
    true
}

/// MLIR's `isEmptyIntegerSet`: the canonical empty set, `1 == 0`.
fn is_empty_set(set: &IntegerSet) -> bool {
    matches!(
        (&*set.constraints, &*set.eq_flags),
        ([AffineExpr::Constant(1)], [true])
    )
}

/// The trivially true set: one equality, `0 == 0`.
fn is_true_set(set: &IntegerSet) -> bool {
    matches!(
        (&*set.constraints, &*set.eq_flags),
        ([AffineExpr::Constant(0)], [true])
    )
}

/// MLIR's `AlwaysTrueOrFalseIf`: an `affine.if` on the empty set is replaced by its `else`
/// block (erased without one and without results), on the trivially true set by its `then`
/// block.
fn always_true_or_false_if(i: IfOp, rw: &mut Rewriter<'_>) -> bool {
    let op = i.op();
    let Some(set) = set_of(rw, op, "condition") else {
        return false;
    };
    let region = if is_empty_set(set) {
        let els = i.else_region(rw);
        if rw.ir.num_results(op) == 0 && block_of(rw, els).is_none() {
            rw.erase_op(op);
            return true;
        }
        els
    } else if is_true_set(set) {
        i.then_region(rw)
    } else {
        return false;
    };
    let Some(block) = block_of(rw, region) else {
        return false;
    };
    let Some(term) = rw.ir.last_op(block) else {
        return false;
    };
    rw.inline_block_before(block, op, &[]);
    let yielded: Vec<Value> = rw.ir.operands(term).collect();
    rw.replace_op(op, &yielded);
    rw.erase_op(term);
    true
}

impl CanonicalizationPatterns for IfOp {
    /// `SimplifyDeadElse`, then `AlwaysTrueOrFalseIf` (benefit 1).
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::SimplifyDeadElse",
            1,
            simplify_dead_else,
        );
        set.add_named(
            "(anonymous namespace)::AlwaysTrueOrFalseIf",
            1,
            always_true_or_false_if,
        );
    }
}
