//! The scf folder and canonicalization patterns of MLIR 22 that simple IR reaches:
//! `scf.if` (negated condition swapped by the folder; static condition, trivial results to
//! `arith.select`, condition propagation into the regions, yields equal to the condition or
//! its negation, unused results, empty `else`, consecutive and nested `scf.if`s combined),
//! `scf.for` (forwarded iteration arguments dropped; loops of zero or one iteration, and
//! empty loops, removed), `scf.while` (the condition's truth and comparisons equal to it in
//! the after region, forwarded before arguments aligned, an `scf.if` on the condition moved
//! into the after region), `scf.parallel` (dimensions of zero or one iteration, nested loops
//! merged), `scf.forall` (constant bounds made static, shared outputs no op updates dropped,
//! dimensions of zero or one iteration), `scf.execute_region` (inlined into its parent),
//! `scf.index_switch` on a constant, and MLIR 22's generic region-branch patterns
//! (forwarded, duplicate and dead successor inputs).
//!
//! The patterns that need the tensor dialect (`tensor.cast` folding into `scf.for` and
//! `scf.forall`, `tensor.dim` of `scf.forall`) are in `patterns/tensor_casts.rs`.
//!
//! Not implemented: `ForallOpReplaceConstantInductionVar`, which only applies to
//! loops mapped to processing units (no bundled dialect has such a mapping). `WhileMoveIfDown` does not apply where upstream's
//! produces wrong or invalid IR (see `while_move_if_down`).

use ods_runtime::analysis::region_branch::Edge;
use ods_runtime::ir::registry::FoldResult;
use ods_runtime::numerics::apint::APInt;
use ods_runtime::transforms::fold::{const_int, int_attr};
use ods_runtime::transforms::rewrite::{constant_value, walk_nested, PatternSet, Rewriter};
use ods_runtime::{AttrKind, Attribute, Block, Context, Op, OpHandle, Region, Value};

use super::*;

mod tensor_casts;

// ------------------------------------------------------------------------ IR helpers

fn loc(ctx: &Context, op: Op) -> ods_runtime::ir::attributes::Location {
    ctx.ir.op(op).loc
}

/// The single block of region `r`.
fn block_of(ctx: &Context, r: Region) -> Option<Block> {
    ctx.ir.first_block(r)
}

/// The terminator of `b`.
fn terminator(ctx: &Context, b: Block) -> Option<Op> {
    ctx.ir.last_op(b)
}

fn term_operands(ctx: &Context, b: Block) -> Vec<Value> {
    terminator(ctx, b).map_or_else(Vec::new, |t| ctx.ir.operands(t).collect())
}

/// Upstream's `replaceOpWithRegion`: the region's single block is inlined before `op` (its
/// arguments replaced by `args`), `op`'s results are replaced by the terminator's operands,
/// and the terminator and `op` are erased.
fn replace_op_with_region(rw: &mut Rewriter<'_>, op: Op, region: Region, args: &[Value]) -> bool {
    let Some(block) = block_of(rw, region) else {
        return false;
    };
    let Some(term) = terminator(rw, block) else {
        return false;
    };
    rw.inline_block_before(block, op, args);
    // read after the arguments are replaced: the terminator may yield one of them
    let results: Vec<Value> = rw.ir.operands(term).collect();
    rw.replace_op(op, &results);
    rw.erase_op(term);
    true
}

/// Whether `op` is nested (at any depth) in region `r`. The walk up from `op` stops at the
/// block holding `r`'s op: an op found there is not inside `r` (so asking about `r`'s op
/// itself or a sibling costs one step, however deep the nest around them is).
fn region_contains(ctx: &Context, r: Region, op: Op) -> bool {
    let owner_block = ctx.ir.region_parent(r).and_then(|p| ctx.ir.op_parent(p));
    let mut cur = op;
    loop {
        let Some(b) = ctx.ir.op_parent(cur) else {
            return false;
        };
        if Some(b) == owner_block {
            return false;
        }
        let Some(region) = ctx.ir.block_parent(b) else {
            return false;
        };
        if region == r {
            return true;
        }
        match ctx.ir.region_parent(region) {
            Some(p) => cur = p,
            None => return false,
        }
    }
}

/// The region a value is defined in (its block's region).
fn value_region(ctx: &Context, v: Value) -> Option<Region> {
    ctx.ir.value_block(v).and_then(|b| ctx.ir.block_parent(b))
}

/// A new `arith.constant` of `i1` value `b` before `before`.
fn bool_constant(rw: &mut Rewriter<'_>, before: Op, b: bool) -> Value {
    let i1 = rw.common.i1;
    let a = ods_runtime::ods::preds::bool_attr(rw, b);
    let at = loc(rw, before);
    let c = crate::arith::ConstantOp::build(rw, at, i1, a).op();
    rw.insert_op_before(before, c);
    rw.ir.result(c, 0)
}

/// A new `scf.yield` of `values` at the end of `b`.
fn append_yield(
    rw: &mut Rewriter<'_>,
    b: Block,
    values: &[Value],
    at: ods_runtime::ir::attributes::Location,
) {
    let y = YieldOp::build(rw, at, values).op();
    rw.append_op(b, y);
}

/// Appends the ops of `from` to `into` (both ending in `scf.yield`), with one `scf.yield` of
/// both yields' operands, `into`'s first, at `from`'s yield (or `fallback` without one).
fn merge_yielding_blocks(
    rw: &mut Rewriter<'_>,
    from: Block,
    into: Block,
    fallback: ods_runtime::ir::attributes::Location,
) {
    let mut merged = term_operands(rw, into);
    let t1 = terminator(rw, into);
    let t2 = terminator(rw, from);
    merged.extend(term_operands(rw, from));
    let at = t2.map_or(fallback, |t| loc(rw, t));
    rw.merge_blocks(from, into, &[]);
    if let Some(t) = t1 {
        rw.erase_op(t);
    }
    if let Some(t) = t2 {
        rw.erase_op(t);
    }
    append_yield(rw, into, &merged, at);
}

/// Replaces the terminator of `b` by a `scf.yield` of `values` (at its location).
fn replace_yield(rw: &mut Rewriter<'_>, b: Block, values: &[Value]) {
    if let Some(t) = terminator(rw, b) {
        let at = loc(rw, t);
        let y = YieldOp::build(rw, at, values).op();
        rw.insert_op_before(t, y);
        rw.erase_op(t);
    }
}

/// `v` is the result of an `arith.constant` holding a boolean.
fn const_bool(ctx: &mut Context, v: Value) -> Option<bool> {
    let a = constant_value(ctx, v)?;
    match ctx.attr_kind(a) {
        AttrKind::Bool(b) => Some(*b),
        _ => None,
    }
}

/// `v` is `arith.xori %x, %one` with a constant one (`m_One`): `%x`.
fn negation_of(ctx: &mut Context, v: Value) -> Option<Value> {
    let x = v.defining_op::<crate::arith::XOrIOp>(ctx)?;
    let rhs = x.rhs(ctx);
    let c = constant_value(ctx, rhs);
    ods_runtime::transforms::fold::is_one(ctx, c).then(|| x.lhs(ctx))
}

// ------------------------------------------------------------------------ scf.if

fn if_parts(ctx: &Context, op: Op) -> (Value, Region, Region) {
    let i = IfOp::from_op_unchecked(op);
    (i.condition(ctx), i.then_region(ctx), i.else_region(ctx))
}

/// A new `scf.if` with `types`, before `before`, with empty regions.
fn new_if(rw: &mut Rewriter<'_>, before: Op, types: &[ods_runtime::Type], cond: Value) -> Op {
    let at = loc(rw, before);
    let n = IfOp::build(rw, at, types, cond).op();
    rw.insert_op_before(before, n);
    n
}

impl FoldMulti for IfOp {
    /// `if (!c) A else B` -> `if c B else A`, in place.
    fn fold(
        self,
        ctx: &mut Context,
        _operands: &[Option<Attribute>],
        _results: &mut Vec<FoldResult>,
    ) -> bool {
        let op = self.op();
        let (cond, then_r, else_r) = if_parts(ctx, op);
        if ctx.ir.first_block(else_r).is_none() {
            return false;
        }
        let Some(x) = negation_of(ctx, cond) else {
            return false;
        };
        ctx.ir.set_operand(op, 0, x);
        let tb: Vec<Block> = ctx.ir.region_blocks(then_r).collect();
        let eb: Vec<Block> = ctx.ir.region_blocks(else_r).collect();
        for &b in tb.iter().chain(&eb) {
            ctx.ir.detach_block(b);
        }
        for b in eb {
            ctx.ir.append_block(then_r, b);
        }
        for b in tb {
            ctx.ir.append_block(else_r, b);
        }
        true
    }
}

/// Consecutive `scf.if`s on the same condition (or its negation) become one.
fn combine_ifs(next: IfOp, rw: &mut Rewriter<'_>) -> bool {
    let next = next.op();
    let Some(prev) = rw.ir.prev_op(next) else {
        return false;
    };
    if IfOp::from_op(rw, prev).is_none() {
        return false;
    }
    let (ncond, nthen_r, nelse_r) = if_parts(rw, next);
    let (pcond, pthen_r, pelse_r) = if_parts(rw, prev);
    let nthen_b = block_of(rw, nthen_r);
    let nelse_b = block_of(rw, nelse_r);
    let (mut next_then, mut next_else) = (None, None);
    if ncond == pcond {
        next_then = nthen_b;
        next_else = nelse_b;
    }
    if negation_of(rw, ncond) == Some(pcond) {
        next_else = nthen_b;
        next_then = nelse_b;
    }
    if negation_of(rw, pcond) == Some(ncond) {
        next_else = nthen_b;
        next_then = nelse_b;
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let pthen_b = block_of(rw, pthen_r);
    let pelse_b = block_of(rw, pelse_r);
    let prev_then_yield = pthen_b.map(|b| term_operands(rw, b)).unwrap_or_default();
    let prev_else_yield = pelse_b.map(|b| term_operands(rw, b)).unwrap_or_default();
    // uses of prev's results inside next's regions see the yielded values
    let prev_results: Vec<Value> = rw.ir.results(prev).collect();
    for (i, &r) in prev_results.iter().enumerate() {
        let (Some(&t), Some(&e)) = (prev_then_yield.get(i), prev_else_yield.get(i)) else {
            continue;
        };
        let uses: Vec<_> = rw.ir.uses(r).collect();
        for u in uses {
            let in_then = next_then
                .and_then(|b| rw.ir.block_parent(b))
                .is_some_and(|reg| region_contains(rw, reg, u.op));
            let in_else = next_else
                .and_then(|b| rw.ir.block_parent(b))
                .is_some_and(|reg| region_contains(rw, reg, u.op));
            if in_then {
                rw.set_operand(u.op, u.index as usize, t);
            } else if in_else {
                rw.set_operand(u.op, u.index as usize, e);
            }
        }
    }
    let mut types: Vec<ods_runtime::Type> =
        prev_results.iter().map(|&v| rw.ir.value_type(v)).collect();
    types.extend(rw.ir.results(next).map(|v| rw.ir.value_type(v)));
    let combined = new_if(rw, next, &types, pcond);
    let (_, cthen_r, celse_r) = if_parts(rw, combined);
    rw.move_blocks(pthen_r, cthen_r);
    if let Some(nt) = next_then {
        if let Some(cb) = block_of(rw, cthen_r) {
            merge_yielding_blocks(rw, nt, cb, loc(rw, next));
        }
    }
    rw.move_blocks(pelse_r, celse_r);
    if let Some(ne) = next_else {
        match block_of(rw, celse_r) {
            None => {
                if let Some(reg) = rw.ir.block_parent(ne) {
                    rw.move_blocks(reg, celse_r);
                }
            }
            Some(cb) => merge_yielding_blocks(rw, ne, cb, loc(rw, next)),
        }
    }
    let cres: Vec<Value> = rw.ir.results(combined).collect();
    let np = prev_results.len();
    rw.replace_op(prev, &cres[..np]);
    rw.replace_op(next, &cres[np..]);
    true
}

/// `scf.if %a { scf.if %b { ... } }` -> `scf.if (%a and %b) { ... }`.
fn combine_nested_ifs(op: IfOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let (cond, then_r, else_r) = if_parts(rw, op);
    let Some(tb) = block_of(rw, then_r) else {
        return false;
    };
    let ops: Vec<Op> = rw.ir.block_ops(tb).collect();
    if ops.len() != 2 {
        return false;
    }
    let eb = block_of(rw, else_r);
    if let Some(e) = eb {
        if rw.ir.block_ops(e).count() != 1 {
            return false;
        }
    }
    let nested = ops[0];
    if IfOp::from_op(rw, nested).is_none() {
        return false;
    }
    let (ncond, nthen_r, nelse_r) = if_parts(rw, nested);
    let neb = block_of(rw, nelse_r);
    if let Some(e) = neb {
        if rw.ir.block_ops(e).count() != 1 {
            return false;
        }
    }
    let mut then_yield = term_operands(rw, tb);
    let else_yield: Vec<Value> = eb.map(|b| term_operands(rw, b)).unwrap_or_default();
    let nested_then_yield = block_of(rw, nthen_r)
        .map(|b| term_operands(rw, b))
        .unwrap_or_default();
    let nested_else_yield = neb.map(|b| term_operands(rw, b)).unwrap_or_default();
    let mut to_select = Vec::new();
    #[allow(clippy::needless_range_loop)] // `then_yield` is updated in the loop
    for i in 0..then_yield.len() {
        let v = then_yield[i];
        if let ods_runtime::ir::ValueDef::Result { op: d, index } = rw.ir.value(v).def {
            if d == nested {
                let idx = index as usize;
                if nested_else_yield.get(idx) != else_yield.get(i) {
                    return false;
                }
                then_yield[i] = nested_then_yield[idx];
                continue;
            }
        }
        if value_region(rw, v) == Some(then_r) {
            return false;
        }
        to_select.push(i);
    }
    let at = loc(rw, op);
    let and = crate::arith::AndIOp::build(rw, at, cond, ncond).op();
    rw.insert_op_before(op, and);
    let new_cond = rw.ir.result(and, 0);
    let types: Vec<ods_runtime::Type> = rw.ir.results(op).map(|v| rw.ir.value_type(v)).collect();
    let new = new_if(rw, op, &types, new_cond);
    let (_, new_then, new_else) = if_parts(rw, new);
    let mut results: Vec<Value> = rw.ir.results(new).collect();
    for &i in &to_select {
        let ty = rw.ir.value_type(then_yield[i]);
        let s = crate::arith::SelectOp::build(rw, at, ty, cond, then_yield[i], else_yield[i]).op();
        rw.insert_op_before(new, s);
        results[i] = rw.ir.result(s, 0);
    }
    // the nested then-block becomes the new then-block
    rw.move_blocks(nthen_r, new_then);
    if let Some(b) = block_of(rw, new_then) {
        replace_yield(rw, b, &then_yield);
    }
    if !else_yield.is_empty() {
        let saved = rw.insertion_point();
        let b = rw.create_block(new_else, &[], &[]);
        rw.restore_insertion_point(saved);
        append_yield(rw, b, &else_yield, at);
    }
    rw.replace_op(op, &results);
    true
}

/// Uses of the condition inside the regions become `true` (then) or `false` (else).
fn condition_propagation(op: IfOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let (cond, then_r, else_r) = if_parts(rw, op);
    if constant_value(rw, cond).is_some() {
        return false;
    }
    let uses: Vec<_> = rw.ir.uses(cond).collect();
    let (mut t, mut f) = (None, None);
    let mut changed = false;
    for u in uses {
        if region_contains(rw, then_r, u.op) {
            let v = *t.get_or_insert_with(|| bool_constant(rw, op, true));
            rw.set_operand(u.op, u.index as usize, v);
            changed = true;
        } else if region_contains(rw, else_r, u.op) {
            let v = *f.get_or_insert_with(|| bool_constant(rw, op, false));
            rw.set_operand(u.op, u.index as usize, v);
            changed = true;
        }
    }
    changed
}

/// Results whose yielded values are defined outside the `scf.if` become `arith.select`s.
fn convert_trivial_if_to_select(op: IfOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    if rw.ir.num_results(op) == 0 {
        return false;
    }
    let (cond, then_r, else_r) = if_parts(rw, op);
    let (Some(tb), Some(eb)) = (block_of(rw, then_r), block_of(rw, else_r)) else {
        return false;
    };
    let ty_ = term_operands(rw, tb);
    let ey = term_operands(rw, eb);
    let inside = |ctx: &Context, t: Value, e: Value| {
        value_region(ctx, t) == Some(then_r) || value_region(ctx, e) == Some(else_r)
    };
    let kept: Vec<ods_runtime::Type> = ty_
        .iter()
        .zip(&ey)
        .filter(|(t, e)| inside(rw, **t, **e))
        .map(|(t, _)| rw.ir.value_type(*t))
        .collect();
    if kept.len() == rw.ir.num_results(op) {
        return false;
    }
    let repl = new_if(rw, op, &kept, cond);
    let (_, rthen, relse) = if_parts(rw, repl);
    rw.move_blocks(then_r, rthen);
    rw.move_blocks(else_r, relse);
    let at = loc(rw, op);
    let n = rw.ir.num_results(op);
    let mut results = Vec::with_capacity(n);
    let (mut tys, mut fys) = (Vec::new(), Vec::new());
    // the regions now belong to the replacement
    let moved = |ctx: &Context, t: Value, e: Value| {
        value_region(ctx, t) == Some(rthen) || value_region(ctx, e) == Some(relse)
    };
    for (t, e) in ty_.iter().copied().zip(ey.iter().copied()) {
        if moved(rw, t, e) {
            results.push(rw.ir.result(repl, tys.len()));
            tys.push(t);
            fys.push(e);
        } else if t == e {
            results.push(t);
        } else {
            let ty = rw.ir.value_type(t);
            let s = crate::arith::SelectOp::build(rw, at, ty, cond, t, e).op();
            rw.insert_op_before(repl, s);
            results.push(rw.ir.result(s, 0));
        }
    }
    replace_yield(rw, tb, &tys);
    replace_yield(rw, eb, &fys);
    rw.replace_op(op, &results);
    true
}

/// An `else` holding only its `scf.yield` is dropped (no results).
fn remove_empty_else_branch(op: IfOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    if rw.ir.num_results(op) != 0 {
        return false;
    }
    let (_, _, else_r) = if_parts(rw, op);
    let Some(eb) = block_of(rw, else_r) else {
        return false;
    };
    if rw.ir.block_ops(eb).count() != 1 {
        return false;
    }
    // as upstream: a copy without regions takes the then-region; the old op goes
    let (cond, then_r, _) = if_parts(rw, op);
    let new = new_if(rw, op, &[], cond);
    let attrs = rw.ir.op(op).attrs;
    rw.ir.op_mut(new).attrs = attrs;
    let (_, nthen, _) = if_parts(rw, new);
    rw.move_blocks(then_r, nthen);
    rw.erase_op(op);
    true
}

/// A constant condition inlines the taken region.
fn remove_static_condition(op: IfOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let (cond, then_r, else_r) = if_parts(rw, op);
    let Some(c) = const_bool(rw, cond) else {
        return false;
    };
    if c {
        replace_op_with_region(rw, op, then_r, &[])
    } else if rw.ir.first_block(else_r).is_some() {
        replace_op_with_region(rw, op, else_r, &[])
    } else {
        rw.erase_op(op);
        true
    }
}

/// Results yielding the same value in both regions, or `true`/`false` constants, are
/// replaced by that value, the condition or its negation.
fn replace_if_yield_with_condition_or_value(op: IfOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    if rw.ir.num_results(op) == 0 {
        return false;
    }
    let (cond, then_r, else_r) = if_parts(rw, op);
    let (Some(tb), Some(eb)) = (rw.ir.last_block(then_r), rw.ir.last_block(else_r)) else {
        return false;
    };
    let ty_ = term_operands(rw, tb);
    let ey = term_operands(rw, eb);
    let results: Vec<Value> = rw.ir.results(op).collect();
    let mut changed = false;
    for ((t, e), r) in ty_.into_iter().zip(ey).zip(results) {
        if t == e {
            if rw.ir.has_uses(r) {
                rw.replace_all_uses_with(r, t);
                changed = true;
            }
            continue;
        }
        let (Some(tv), Some(fv)) = (const_bool(rw, t), const_bool(rw, e)) else {
            continue;
        };
        if !tv && fv && rw.ir.has_uses(r) {
            let one = bool_constant(rw, op, true);
            let at = loc(rw, op);
            let x = crate::arith::XOrIOp::build(rw, at, cond, one).op();
            rw.insert_op_before(op, x);
            let xv = rw.ir.result(x, 0);
            rw.replace_all_uses_with(r, xv);
            changed = true;
        }
        if tv && !fv && rw.ir.has_uses(r) {
            rw.replace_all_uses_with(r, cond);
            changed = true;
        }
    }
    changed
}

impl CanonicalizationPatterns for IfOp {
    /// The `scf.if` patterns, in upstream's order (benefit 1), then the generic
    /// region-branch ones.
    fn canonicalization_patterns(set: &mut PatternSet) {
        add_all(
            set,
            &[
                ("(anonymous namespace)::CombineIfs", combine_ifs),
                (
                    "(anonymous namespace)::CombineNestedIfs",
                    combine_nested_ifs,
                ),
                (
                    "(anonymous namespace)::ConditionPropagation",
                    condition_propagation,
                ),
                (
                    "(anonymous namespace)::ConvertTrivialIfToSelect",
                    convert_trivial_if_to_select,
                ),
                (
                    "(anonymous namespace)::RemoveEmptyElseBranch",
                    remove_empty_else_branch,
                ),
                (
                    "(anonymous namespace)::RemoveStaticCondition",
                    remove_static_condition,
                ),
                (
                    "(anonymous namespace)::ReplaceIfYieldWithConditionOrValue",
                    replace_if_yield_with_condition_or_value,
                ),
            ],
        );
        add_region_branch_patterns::<IfOp>(set);
    }
}

// ------------------------------------------------------------------------ scf.for

struct ForParts {
    lb: Value,
    ub: Value,
    step: Value,
    inits: Vec<Value>,
    body: Block,
    unsigned: bool,
}

fn for_parts(ctx: &Context, op: Op) -> Option<ForParts> {
    let f = ForOp::from_op_unchecked(op);
    Some(ForParts {
        lb: f.lower_bound(ctx),
        ub: f.upper_bound(ctx),
        step: f.step(ctx),
        inits: f.init_args(ctx).collect(),
        body: block_of(ctx, f.region(ctx))?,
        unsigned: f.unsigned_cmp(ctx),
    })
}

/// The number of iterations of an `scf.for`, when known ([`mixed_trip_count`]).
fn const_trip_count(ctx: &mut Context, p: &ForParts) -> Option<APInt> {
    trip_count(ctx, p.lb, p.ub, p.step, p.unsigned)
}

/// [`mixed_trip_count`] of a loop from `lb` to `ub` by `step`.
fn trip_count(
    ctx: &mut Context,
    lb: Value,
    ub: Value,
    step: Value,
    unsigned: bool,
) -> Option<APInt> {
    mixed_trip_count(
        ctx,
        Ofr::Value(lb),
        Ofr::Value(ub),
        Ofr::Value(step),
        unsigned,
    )
}

/// MLIR 22's `constantTripCount` on bounds that may be static: zero when the bounds are
/// equal; unknown when only one bound is constant; zero for a constant step that is zero or
/// negative; zero when the constant upper bound is not above the lower one (signed or
/// unsigned comparison); unknown with a dynamic step or dynamic bounds; else the rounded-up
/// quotient.
fn mixed_trip_count(
    ctx: &mut Context,
    lb: Ofr,
    ub: Ofr,
    step: Ofr,
    unsigned: bool,
) -> Option<APInt> {
    if lb == ub {
        return Some(APInt::zero(64));
    }
    let lb = ofr_int(ctx, lb);
    let ub = ofr_int(ctx, ub);
    if lb.is_some() != ub.is_some() {
        return None;
    }
    let step = ofr_int(ctx, step);
    if let Some(s) = &step {
        if s.is_zero() || s.is_negative() {
            return Some(APInt::zero(s.width()));
        }
    }
    let (lb, ub) = (lb?, ub?);
    if lb.width() != ub.width() {
        return None;
    }
    let le = if unsigned {
        ub.ucmp(&lb) != std::cmp::Ordering::Greater
    } else {
        ub.scmp(&lb) != std::cmp::Ordering::Greater
    };
    if le {
        return Some(APInt::zero(lb.width()));
    }
    let step = step?;
    if step.width() != lb.width() {
        return None;
    }
    let diff = ub.wrapping_sub(&lb);
    let (q, r) = diff.udivrem(&step)?;
    Some(if r.is_zero() {
        q
    } else {
        q.wrapping_add(&APInt::one(q.width()))
    })
}

/// Loops of zero iterations are replaced by their initial values, loops of one iteration by
/// their body, and empty loops of several iterations yielding outside values by those.
fn simplify_trivial_loops(op: ForOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let Some(p) = for_parts(rw, op) else {
        return false;
    };
    if p.lb == p.ub {
        rw.replace_op(op, &p.inits);
        return true;
    }
    let Some(trips) = const_trip_count(rw, &p) else {
        return false;
    };
    if trips.is_zero() {
        rw.replace_op(op, &p.inits);
        return true;
    }
    if trips.is_one() {
        let mut args = vec![p.lb];
        args.extend(&p.inits);
        let region = ForOp::from_op_unchecked(op).region(rw);
        return replace_op_with_region(rw, op, region, &args);
    }
    if rw.ir.block_ops(p.body).count() != 1 {
        return false;
    }
    let yielded = term_operands(rw, p.body);
    let region = ForOp::from_op_unchecked(op).region(rw);
    if yielded
        .iter()
        .any(|&v| region_contains_value(rw, region, v))
    {
        return false;
    }
    rw.replace_op(op, &yielded);
    true
}

/// Whether `v` is defined inside region `r` (at any depth).
fn region_contains_value(ctx: &Context, r: Region, v: Value) -> bool {
    match ctx.ir.value(v).def {
        ods_runtime::ir::ValueDef::Result { op, .. } => region_contains(ctx, r, op),
        ods_runtime::ir::ValueDef::BlockArg { block, .. } => {
            let mut reg = ctx.ir.block_parent(block);
            while let Some(g) = reg {
                if g == r {
                    return true;
                }
                reg = ctx
                    .ir
                    .region_parent(g)
                    .and_then(|o| ctx.ir.op_parent(o))
                    .and_then(|b| ctx.ir.block_parent(b));
            }
            false
        }
        ods_runtime::ir::ValueDef::Placeholder => false,
    }
}

impl CanonicalizationPatterns for ForOp {
    /// The `scf.for` patterns (benefit 1), then the generic region-branch ones (which drop
    /// forwarded, duplicate and dead iteration arguments).
    fn canonicalization_patterns(set: &mut PatternSet) {
        add_all(
            set,
            &[
                (
                    "(anonymous namespace)::SimplifyTrivialLoops",
                    simplify_trivial_loops,
                ),
                (
                    "(anonymous namespace)::ForOpTensorCastFolder",
                    tensor_casts::for_op_tensor_cast_folder,
                ),
            ],
        );
        add_region_branch_patterns::<ForOp>(set);
    }
}

// ------------------------------------------------------------------------ scf.execute_region

/// A single-block `scf.execute_region` (without `no_inline`) is inlined.
fn single_block_execute_inliner(op: ExecuteRegionOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let e = ExecuteRegionOp::from_op_unchecked(op);
    if e.no_inline(rw) {
        return false;
    }
    let r = e.region(rw);
    let blocks = rw.ir.region_blocks(r).count();
    if blocks != 1 {
        return false;
    }
    replace_op_with_region(rw, op, r, &[])
}

/// A multi-block `scf.execute_region` directly in a function (or another
/// `scf.execute_region`) is inlined as blocks: `scf.yield`s become branches to the block
/// after it, whose arguments replace the results.
fn multi_block_execute_inliner(e: ExecuteRegionOp, rw: &mut Rewriter<'_>) -> bool {
    let op = e.op();
    if e.no_inline(rw) {
        return false;
    }
    let Some(parent) = rw.ir.parent_op(op) else {
        return false;
    };
    if crate::func::FuncOp::from_op(rw, parent).is_none()
        && ExecuteRegionOp::from_op(rw, parent).is_none()
    {
        return false;
    }
    let Some(prev) = rw.ir.op_parent(op) else {
        return false;
    };
    let r = e.region(rw);
    let Some(entry) = rw.ir.first_block(r) else {
        return false;
    };
    // split the block before `op`
    let post = rw.split_block(prev, op);
    let at = loc(rw, op);
    let br = crate::cf::BranchOp::build(rw, at, &[], entry).op();
    rw.append_op(prev, br);
    let blocks: Vec<Block> = rw.ir.region_blocks(r).collect();
    for &b in &blocks {
        if let Some(t) = terminator(rw, b) {
            if YieldOp::from_op(rw, t).is_some() {
                let vals: Vec<Value> = rw.ir.operands(t).collect();
                let tl = loc(rw, t);
                let nb = crate::cf::BranchOp::build(rw, tl, &vals, post).op();
                rw.insert_op_before(t, nb);
                rw.erase_op(t);
            }
        }
    }
    let mut after = prev;
    for b in blocks {
        rw.move_block_after(b, after);
        after = b;
    }
    let results: Vec<Value> = rw.ir.results(op).collect();
    let mut args = Vec::with_capacity(results.len());
    for r in &results {
        let ty = rw.ir.value_type(*r);
        args.push(rw.add_block_arg(post, ty, at));
    }
    rw.replace_op(op, &args);
    true
}

impl CanonicalizationPatterns for ExecuteRegionOp {
    /// The `scf.execute_region` patterns (benefit 1), then the generic region-branch ones.
    fn canonicalization_patterns(set: &mut PatternSet) {
        add_all(
            set,
            &[
                ("SingleBlockExecuteInliner", single_block_execute_inliner),
                ("MultiBlockExecuteInliner", multi_block_execute_inliner),
            ],
        );
        add_region_branch_patterns::<ExecuteRegionOp>(set);
    }
}

// ------------------------------------------------------------------------ scf.index_switch

/// A constant switch value inlines the matching case (or the default).
fn fold_constant_case(op: IndexSwitchOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let s = IndexSwitchOp::from_op_unchecked(op);
    let arg = s.arg(rw);
    let c = constant_value(rw, arg);
    let Some(v) = const_int(rw, c) else {
        return false;
    };
    let Some(v) = v.to_i64() else {
        return false;
    };
    let cases = s.cases(rw);
    let region = match cases.iter().position(|&c| c == v) {
        Some(i) => match s.case_regions(rw).get(i) {
            Some(&r) => r,
            None => return false,
        },
        None => s.default_region(rw),
    };
    replace_op_with_region(rw, op, region, &[])
}

impl CanonicalizationPatterns for IndexSwitchOp {
    /// The `scf.index_switch` patterns (benefit 1), then the generic region-branch ones.
    fn canonicalization_patterns(set: &mut PatternSet) {
        add_all(set, &[("FoldConstantCase", fold_constant_case)]);
        add_region_branch_patterns::<IndexSwitchOp>(set);
    }
}

// ------------------------------------------------------------------------ region branch ops

/// The edges of `op` as its `RegionBranchOpInterface` implementation (`src/scf.rs`)
/// describes them: operand slots of the op or of its terminators, and the successor inputs
/// receiving them.
fn region_branch_edges(ctx: &Context, op: Op) -> Option<std::rc::Rc<Vec<Edge>>> {
    ods_runtime::analysis::region_branch::shared_edges(ctx, op)
}

/// The values successor inputs are drawn from: `op`'s results and the arguments of its
/// regions' entry blocks (a successor's inputs are a range of one of them). When none of
/// them satisfies `pred`, no successor input does: the patterns below test this before
/// computing the edges, which costs far more.
fn any_candidate_input(ctx: &Context, op: Op, pred: impl Fn(Value) -> bool) -> bool {
    ctx.ir.results(op).any(&pred)
        || ctx.ir.op(op).regions.iter().any(|&r| {
            ctx.ir
                .first_block(r)
                .is_some_and(|b| ctx.ir.block_args(b).iter().any(|&a| pred(a)))
        })
}

/// The successor inputs of the edges, each once, in first-seen order.
fn successor_inputs(edges: &[Edge]) -> Vec<Value> {
    let mut out: Vec<Value> = Vec::new();
    for e in edges {
        for &v in &e.inputs {
            if !out.contains(&v) {
                out.push(v);
            }
        }
    }
    out
}

/// Whether `v` is defined outside `op` (not in any of its regions).
fn defined_outside(ctx: &Context, op: Op, v: Value) -> bool {
    !ctx.ir
        .op(op)
        .regions
        .iter()
        .any(|&r| region_contains_value(ctx, r, v))
}

/// Whether two different values that are not successor inputs flow into `s` directly: then
/// more than one value reaches it (a quick test before following chains of inputs).
fn feeds_two_outer_values(ctx: &Context, edges: &[Edge], inputs: &[Value], s: Value) -> bool {
    let mut first: Option<Value> = None;
    for e in edges {
        for (k, &inp) in e.inputs.iter().enumerate() {
            if inp != s {
                continue;
            }
            let (o, i) = e.operands[k];
            let v = ctx.ir.operand(o, i);
            if inputs.contains(&v) {
                continue;
            }
            match first {
                Some(f) if f != v => return true,
                _ => first = Some(v),
            }
        }
    }
    false
}

/// A successor input whose every incoming value (through chains of other successor inputs)
/// is one value defined outside the op is replaced by that value.
fn make_successor_inputs_dead<T: OpHandle>(op: T, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    // only a used input can be replaced
    if !any_candidate_input(rw, op, |v| rw.ir.has_uses(v)) {
        return false;
    }
    let Some(edges) = region_branch_edges(rw, op) else {
        return false;
    };
    let inputs = successor_inputs(&edges);
    let mut changed = false;
    // (buffers shared by the inputs)
    let (mut seen, mut work, mut reach) = (Vec::new(), Vec::new(), Vec::<Value>::new());
    for &s in &inputs {
        if !rw.ir.has_uses(s) || feeds_two_outer_values(rw, &edges, &inputs, s) {
            continue;
        }
        seen.clear();
        seen.push(s);
        work.clear();
        work.push(s);
        reach.clear();
        while let Some(x) = work.pop() {
            for e in edges.iter() {
                for (k, &inp) in e.inputs.iter().enumerate() {
                    if inp != x {
                        continue;
                    }
                    let (o, i) = e.operands[k];
                    let v = rw.ir.operand(o, i);
                    if inputs.contains(&v) {
                        if !seen.contains(&v) {
                            seen.push(v);
                            work.push(v);
                        }
                    } else if !reach.contains(&v) {
                        reach.push(v);
                    }
                }
            }
        }
        if let [v] = reach[..] {
            if defined_outside(rw, op, v) {
                rw.replace_all_uses_with(s, v);
                changed = true;
            }
        }
    }
    changed
}

/// Successor inputs receiving the same values along every edge are merged: uses of the
/// later ones are replaced by the first.
fn remove_duplicate_successor_inputs<T: OpHandle>(op: T, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    // only a used input can be replaced
    if !any_candidate_input(rw, op, |v| rw.ir.has_uses(v)) {
        return false;
    }
    let Some(edges) = region_branch_edges(rw, op) else {
        return false;
    };
    let inputs = successor_inputs(&edges);
    let signature = |ctx: &Context, s: Value| -> Vec<(usize, Value)> {
        let mut sig = Vec::new();
        for (ei, e) in edges.iter().enumerate() {
            for (k, &inp) in e.inputs.iter().enumerate() {
                if inp == s {
                    let (o, i) = e.operands[k];
                    sig.push((ei, ctx.ir.operand(o, i)));
                }
            }
        }
        sig
    };
    let sigs: Vec<Vec<(usize, Value)>> = inputs.iter().map(|&s| signature(rw, s)).collect();
    let mut changed = false;
    for j in 0..inputs.len() {
        if sigs[j].is_empty() || !rw.ir.has_uses(inputs[j]) {
            continue;
        }
        if let Some(i) = (0..j).find(|&i| sigs[i] == sigs[j]) {
            rw.replace_all_uses_with(inputs[j], inputs[i]);
            changed = true;
        }
    }
    changed
}

/// The positions to drop from each list when removing dead successor inputs: the op's
/// results, its operands, and per terminator its operands; plus block arguments.
#[derive(Default)]
struct Removal {
    results: Vec<usize>,
    operands: Vec<(Op, usize)>,
    args: Vec<Value>,
}

/// Groups of successor inputs tied by shared operands whose members are all unused are
/// removed with the operands feeding them.
fn remove_dead_successor_inputs<T: OpHandle>(op: T, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    // only unused inputs can be removed
    if !any_candidate_input(rw, op, |v| !rw.ir.has_uses(v)) {
        return false;
    }
    let Some(edges) = region_branch_edges(rw, op) else {
        return false;
    };
    let inputs = successor_inputs(&edges);
    // union-find over inputs joined by a common operand slot
    let mut parent: Vec<usize> = (0..inputs.len()).collect();
    fn find(p: &mut [usize], x: usize) -> usize {
        let mut r = x;
        while p[r] != r {
            r = p[r];
        }
        let mut c = x;
        while p[c] != r {
            let n = p[c];
            p[c] = r;
            c = n;
        }
        r
    }
    let mut slot_owner: Vec<((Op, usize), usize)> = Vec::new();
    for e in edges.iter() {
        for (k, &inp) in e.inputs.iter().enumerate() {
            let Some(ii) = inputs.iter().position(|&v| v == inp) else {
                continue;
            };
            let slot = e.operands[k];
            match slot_owner.iter().find(|(s, _)| *s == slot) {
                Some(&(_, other)) => {
                    let (a, b) = (find(&mut parent, ii), find(&mut parent, other));
                    parent[a] = b;
                }
                None => slot_owner.push((slot, ii)),
            }
        }
    }
    let mut dead_root = vec![true; inputs.len()];
    for (i, &v) in inputs.iter().enumerate() {
        let r = find(&mut parent, i);
        if rw.ir.has_uses(v) {
            dead_root[r] = false;
        }
    }
    let dead: Vec<bool> = (0..inputs.len())
        .map(|i| {
            let r = find(&mut parent, i);
            dead_root[r]
        })
        .collect();
    if !dead.iter().any(|&d| d) {
        return false;
    }
    let mut rm = Removal::default();
    let results: Vec<Value> = rw.ir.results(op).collect();
    for (i, &v) in inputs.iter().enumerate() {
        if !dead[i] {
            continue;
        }
        match results.iter().position(|&r| r == v) {
            Some(p) => rm.results.push(p),
            None => rm.args.push(v),
        }
    }
    for e in edges.iter() {
        for (k, &inp) in e.inputs.iter().enumerate() {
            let Some(ii) = inputs.iter().position(|&v| v == inp) else {
                continue;
            };
            if dead[ii] && !rm.operands.contains(&e.operands[k]) {
                rm.operands.push(e.operands[k]);
            }
        }
    }
    rm.results.sort_unstable();
    apply_removal(rw, op, &rm)
}

/// Removes the operands, block arguments and results of `rm` from `op` (and its terminators):
/// operands and arguments in place, results by rebuilding `op`.
fn apply_removal(rw: &mut Rewriter<'_>, op: Op, rm: &Removal) -> bool {
    // operands of nested terminators, in place, last first
    let mut term_slots: Vec<(Op, usize)> = rm
        .operands
        .iter()
        .copied()
        .filter(|&(o, _)| o != op)
        .collect();
    term_slots.sort_by_key(|s| std::cmp::Reverse(s.1));
    for (o, i) in term_slots {
        rw.modify_op_in_place(o, |ctx| ctx.ir.erase_operand(o, i));
    }
    // block arguments (unused), last first per block
    let mut args: Vec<(Block, usize)> = rm
        .args
        .iter()
        .filter_map(|&v| match rw.ir.value(v).def {
            ods_runtime::ir::ValueDef::BlockArg { block, index } => Some((block, index as usize)),
            _ => None,
        })
        .collect();
    args.sort_by_key(|a| std::cmp::Reverse(a.1));
    for (b, i) in args {
        rw.erase_block_arg(b, i);
    }
    // the op's own operands, in place (as MLIR, before its results are erased: the values
    // they held are not revisited when the op is replaced)
    let own: Vec<usize> = rm
        .operands
        .iter()
        .filter(|&&(o, _)| o == op)
        .map(|&(_, i)| i)
        .collect();
    let operands: Vec<Value> = rw
        .ir
        .operands(op)
        .enumerate()
        .filter(|(i, _)| !own.contains(i))
        .map(|(_, v)| v)
        .collect();
    if !own.is_empty() {
        rw.modify_op_in_place(op, |ctx| ctx.ir.set_operands(op, &operands));
    }
    // the results: a new op takes the place of the old one (MLIR's `eraseOpResults`)
    if rm.results.is_empty() {
        return true;
    }
    let results: Vec<Value> = rw.ir.results(op).collect();
    let kept: Vec<usize> = (0..results.len())
        .filter(|i| !rm.results.contains(i))
        .collect();
    let types: Vec<ods_runtime::Type> =
        kept.iter().map(|&i| rw.ir.value_type(results[i])).collect();
    let at = loc(rw, op);
    let name = rw.ir.op(op).name;
    let mut st = ods_runtime::ir::OperationState::new(rw, name, at);
    st.operands = operands;
    st.result_types = types;
    st.attrs = rw.ir.op(op).attrs;
    st.props = rw.ir.op(op).props.clone();
    let nregions = rw.ir.op(op).regions.len();
    for _ in 0..nregions {
        st.regions.push(rw.ir.create_region());
    }
    let new = rw.ctx_mut().create_op(st);
    rw.insert_op_before(op, new);
    let old_regions = rw.ir.op(op).regions.to_vec();
    let new_regions = rw.ir.op(new).regions.to_vec();
    for (o, n) in old_regions.into_iter().zip(new_regions) {
        rw.move_blocks(o, n);
    }
    let mut repl = results.clone();
    for (k, &i) in kept.iter().enumerate() {
        repl[i] = rw.ir.result(new, k);
    }
    rw.replace_op(op, &repl);
    true
}

/// The function patterns of one op, as (name, function) pairs.
type Patterns<'a, T> = &'a [(&'static str, fn(T, &mut Rewriter<'_>) -> bool)];

/// Adds `patterns` (rooted at `T`), benefit 1, in order.
fn add_all<T: OpHandle>(set: &mut PatternSet, patterns: Patterns<'_, T>) {
    for &(n, f) in patterns {
        set.add_named(n, 1, f);
    }
}

/// The `RegionBranchOpInterface` canonicalizations MLIR 22 enables for the scf ops with
/// regions (benefit 1, after the op's own patterns), rooted at `T`.
fn add_region_branch_patterns<T: OpHandle>(set: &mut PatternSet) {
    add_all::<T>(
        set,
        &[
            (
                "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead",
                make_successor_inputs_dead::<T>,
            ),
            (
                "(anonymous namespace)::RemoveDuplicateSuccessorInputUses",
                remove_duplicate_successor_inputs::<T>,
            ),
            (
                "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs",
                remove_dead_successor_inputs::<T>,
            ),
        ],
    );
}

/// Uses of an after-region argument that receives the loop condition become `true` (the
/// after region only runs when the condition holds).
fn while_condition_truth(op: WhileOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let w = WhileOp::from_op_unchecked(op);
    let (Some(before), Some(after)) = (block_of(rw, w.before(rw)), block_of(rw, w.after(rw)))
    else {
        return false;
    };
    let Some(cond_op) = terminator(rw, before) else {
        return false;
    };
    if rw.ir.num_operands(cond_op) == 0 {
        return false;
    }
    let cond = rw.ir.operand(cond_op, 0);
    let passed: Vec<Value> = rw.ir.operands(cond_op).skip(1).collect();
    let args: Vec<Value> = rw.ir.block_args(after).to_vec();
    let mut t: Option<Value> = None;
    let mut replaced = false;
    for (v, a) in passed.into_iter().zip(args) {
        if v != cond || !rw.ir.has_uses(a) {
            continue;
        }
        let k = *t.get_or_insert_with(|| bool_constant(rw, op, true));
        rw.replace_all_uses_with(a, k);
        replaced = true;
    }
    replaced
}

// ------------------------------------------------------------------------ scf.parallel

/// The bounds, steps, initial values and body of an `scf.parallel`.
struct ParallelParts {
    lbs: Vec<Value>,
    ubs: Vec<Value>,
    steps: Vec<Value>,
    inits: Vec<Value>,
    body: Block,
}

fn parallel_parts(ctx: &Context, op: Op) -> Option<ParallelParts> {
    let p = ParallelOp::from_op_unchecked(op);
    Some(ParallelParts {
        lbs: p.lower_bound(ctx).collect(),
        ubs: p.upper_bound(ctx).collect(),
        steps: p.step(ctx).collect(),
        inits: p.init_vals(ctx).collect(),
        body: block_of(ctx, p.region(ctx))?,
    })
}

/// Dimensions of zero iterations remove the loop (its results are the initial values);
/// dimensions of one iteration are dropped, their induction variable replaced by the lower
/// bound; with no dimension left, the body and the reductions are inlined.
fn parallel_single_or_zero_iteration_dims(op: ParallelOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let Some(p) = parallel_parts(rw, op) else {
        return false;
    };
    let ivs: Vec<Value> = rw.ir.block_args(p.body).to_vec();
    let mut map = ods_runtime::ir::CloneMap::default();
    let (mut lbs, mut ubs, mut steps) = (Vec::new(), Vec::new(), Vec::new());
    for (i, &iv) in ivs.iter().enumerate().take(p.lbs.len()) {
        let (lb, ub, step) = (p.lbs[i], p.ubs[i], p.steps[i]);
        if let Some(n) = trip_count(rw, lb, ub, step, false) {
            if n.is_zero() {
                rw.replace_op(op, &p.inits);
                return true;
            }
            if n.is_one() {
                map.values.insert(iv, lb);
                continue;
            }
        }
        lbs.push(lb);
        ubs.push(ub);
        steps.push(step);
    }
    if lbs.len() == p.lbs.len() {
        return false;
    }
    if lbs.is_empty() {
        let Some(term) = terminator(rw, p.body) else {
            return false;
        };
        // the reductions, checked before anything changes: (initial value, reduced value,
        // block arguments, ops to copy, yielded value)
        let reduced: Vec<Value> = rw.ir.operands(term).collect();
        let regions: Vec<Region> = rw.ir.op(term).regions.to_vec();
        let mut reductions = Vec::with_capacity(regions.len());
        for (i, r) in regions.into_iter().enumerate() {
            let Some(rb) = block_of(rw, r) else {
                return false;
            };
            let (Some(&init), Some(&v), &[a0, a1]) =
                (p.inits.get(i), reduced.get(i), rw.ir.block_args(rb))
            else {
                return false;
            };
            let Some(rterm) = terminator(rw, rb) else {
                return false;
            };
            let Some(rv) = rw.ir.operands(rterm).next() else {
                return false;
            };
            let ops: Vec<Op> = rw.ir.block_ops(rb).filter(|&o| o != rterm).collect();
            reductions.push((init, v, [a0, a1], ops, rv));
        }
        for o in rw.ir.block_ops(p.body).collect::<Vec<_>>() {
            if o != term {
                rw.clone_op(o, &mut map);
            }
        }
        let mut results: Vec<Value> = Vec::new();
        for (init, v, [a0, a1], ops, rv) in reductions {
            map.values.insert(a0, init);
            let mv = map.value(v);
            map.values.insert(a1, mv);
            for o in ops {
                rw.clone_op(o, &mut map);
            }
            results.push(map.value(rv));
        }
        rw.replace_op(op, &results);
        return true;
    }
    let at = loc(rw, op);
    let types: Vec<ods_runtime::Type> = rw.ir.results(op).map(|r| rw.ir.value_type(r)).collect();
    let new = ParallelOp::build(rw, at, &types, &lbs, &ubs, &steps, &p.inits).op();
    rw.insert_op_before(op, new);
    let (src, dest) = (
        ParallelOp::from_op_unchecked(op).region(rw),
        ParallelOp::from_op_unchecked(new).region(rw),
    );
    rw.clone_region_into(src, dest, &mut map);
    let repl: Vec<Value> = rw.ir.results(new).collect();
    rw.replace_op(op, &repl);
    true
}

/// An `scf.parallel` whose body is only another one (bounds independent of the outer
/// induction variables, no reductions) becomes one loop over both sets of dimensions.
fn merge_nested_parallel_loops(op: ParallelOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let Some(outer) = parallel_parts(rw, op) else {
        return false;
    };
    let Some(inner_op) = rw.ir.first_op(outer.body) else {
        return false;
    };
    let Some(term) = terminator(rw, outer.body) else {
        return false;
    };
    if rw.ir.next_op(inner_op) != Some(term) || ParallelOp::from_op(rw, inner_op).is_none() {
        return false;
    }
    let Some(inner) = parallel_parts(rw, inner_op) else {
        return false;
    };
    let outer_args: Vec<Value> = rw.ir.block_args(outer.body).to_vec();
    let inner_args: Vec<Value> = rw.ir.block_args(inner.body).to_vec();
    if outer_args
        .iter()
        .any(|a| inner.lbs.contains(a) || inner.ubs.contains(a) || inner.steps.contains(a))
    {
        return false;
    }
    if !outer.inits.is_empty() || !inner.inits.is_empty() {
        return false;
    }
    let Some(inner_term) = terminator(rw, inner.body) else {
        return false;
    };
    let cat = |a: &[Value], b: &[Value]| -> Vec<Value> { a.iter().chain(b).copied().collect() };
    let (lbs, ubs, steps) = (
        cat(&outer.lbs, &inner.lbs),
        cat(&outer.ubs, &inner.ubs),
        cat(&outer.steps, &inner.steps),
    );
    // the new loop's body: one block of index arguments at the loop's location, the inner
    // body's ops copied (MLIR builds them before inserting the loop: its driver does not see
    // them, and the rewriter does not report them), then the implicit `scf.reduce`
    let at = loc(rw, op);
    let new = ParallelOp::build(rw, at, &[], &lbs, &ubs, &steps, &[]).op();
    let region = ParallelOp::from_op_unchecked(new).region(rw);
    let index = rw.common.index;
    let n = outer_args.len() + inner_args.len();
    let body = rw.create_block(region, &vec![index; n], &vec![at; n]);
    let mut map = ods_runtime::ir::CloneMap::default();
    let new_args = rw.ir.block_args(body).to_vec();
    for (a, na) in outer_args.iter().chain(&inner_args).zip(new_args) {
        map.values.insert(*a, na);
    }
    for o in rw.ir.block_ops(inner.body).collect::<Vec<_>>() {
        if o != inner_term {
            rw.clone_op(o, &mut map);
        }
    }
    let reduce = ReduceOp::build(rw, at, &[], 0).op();
    rw.insert(reduce);
    rw.set_insertion_point(op);
    rw.insert(new);
    rw.replace_op(op, &[]);
    true
}

impl CanonicalizationPatterns for ParallelOp {
    /// Upstream's `scf.parallel` patterns: single- and zero-iteration dimensions, nested
    /// loops merged.
    fn canonicalization_patterns(set: &mut PatternSet) {
        add_all(
            set,
            &[
                (
                    "(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder",
                    parallel_single_or_zero_iteration_dims,
                ),
                (
                    "(anonymous namespace)::MergeNestedParallelLoops",
                    merge_nested_parallel_loops,
                ),
            ],
        );
    }
}

// ------------------------------------------------------------------------ scf.forall

/// A bound of `scf.forall`: an operand or a static integer (MLIR's `OpFoldResult`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ofr {
    Value(Value),
    Int(i64),
}

/// The static list with each dynamic entry replaced by the next of `dynamics`.
fn mixed(statics: &[i64], dynamics: &[Value]) -> Vec<Ofr> {
    let mut d = dynamics.iter();
    statics
        .iter()
        .map(|&s| match (s, s == i64::MIN) {
            (_, true) => d.next().map_or(Ofr::Int(s), |&v| Ofr::Value(v)),
            (s, false) => Ofr::Int(s),
        })
        .collect()
}

/// MLIR's `dispatchIndexOpFoldResults`: operands and the static list (dynamic entries as
/// `i64::MIN`).
fn dispatch(ofrs: &[Ofr]) -> (Vec<Value>, Vec<i64>) {
    let mut values = Vec::new();
    let mut statics = Vec::with_capacity(ofrs.len());
    for o in ofrs {
        match *o {
            Ofr::Value(v) => {
                values.push(v);
                statics.push(i64::MIN);
            }
            Ofr::Int(i) => statics.push(i),
        }
    }
    (values, statics)
}

struct ForallParts {
    lbs: Vec<Ofr>,
    ubs: Vec<Ofr>,
    steps: Vec<Ofr>,
    outputs: Vec<Value>,
    body: Block,
    mapping: Option<Attribute>,
}

fn forall_parts(ctx: &Context, op: Op) -> Option<ForallParts> {
    let f = ForallOp::from_op_unchecked(op);
    let d_lbs: Vec<Value> = f.dynamic_lower_bound(ctx).collect();
    let d_ubs: Vec<Value> = f.dynamic_upper_bound(ctx).collect();
    let d_steps: Vec<Value> = f.dynamic_step(ctx).collect();
    Some(ForallParts {
        lbs: mixed(&f.static_lower_bound(ctx), &d_lbs),
        ubs: mixed(&f.static_upper_bound(ctx), &d_ubs),
        steps: mixed(&f.static_step(ctx), &d_steps),
        outputs: f.outputs(ctx).collect(),
        body: block_of(ctx, f.region(ctx))?,
        mapping: f.mapping(ctx),
    })
}

/// The integer value of a bound, if constant (MLIR's `getConstantIntValue`).
fn ofr_int(ctx: &mut Context, o: Ofr) -> Option<APInt> {
    match o {
        Ofr::Int(i) => Some(APInt::from_i64(64, i)),
        Ofr::Value(v) => {
            let a = constant_value(ctx, v);
            const_int(ctx, a)
        }
    }
}

/// The value of a bound: its operand, or a new `arith.constant` index before `op` at its
/// location (MLIR's `getValueOrCreateConstantIndexOp`).
fn ofr_value(rw: &mut Rewriter<'_>, op: Op, o: Ofr) -> Value {
    match o {
        Ofr::Value(v) => v,
        Ofr::Int(i) => {
            let index = rw.common.index;
            let a = int_attr(rw, index, APInt::from_i64(64, i));
            let at = loc(rw, op);
            let c = crate::arith::ConstantOp::build(rw, at, index, a).op();
            rw.insert_op_before(op, c);
            rw.ir.result(c, 0)
        }
    }
}

/// Sets the bounds of `op` in place: operands, static lists and segment sizes.
fn set_forall_bounds(ctx: &mut Context, op: Op, lbs: &[Ofr], ubs: &[Ofr], steps: &[Ofr]) {
    let f = ForallOp::from_op_unchecked(op);
    let outputs: Vec<Value> = f.outputs(ctx).collect();
    let (dl, sl) = dispatch(lbs);
    let (du, su) = dispatch(ubs);
    let (ds, ss) = dispatch(steps);
    let sizes = [dl.len(), du.len(), ds.len(), outputs.len()].map(|n| n as i32);
    let mut operands = dl;
    operands.extend(du);
    operands.extend(ds);
    operands.extend(outputs);
    ctx.ir.set_operands(op, &operands);
    f.set_static_lower_bound(ctx, sl);
    f.set_static_upper_bound(ctx, su);
    f.set_static_step(ctx, ss);
    let a = ods_runtime::ods::preds::dense_i32_array(ctx, &sizes);
    ForallOp::__ODS_ATTRS[4].set(ctx, op, Some(a));
}

/// A new `scf.forall` before `op` at its location, with the given bounds, outputs and
/// mapping, and an empty region.
fn new_forall(
    rw: &mut Rewriter<'_>,
    op: Op,
    lbs: &[Ofr],
    ubs: &[Ofr],
    steps: &[Ofr],
    outputs: &[Value],
    mapping: Option<Attribute>,
) -> Op {
    let (dl, sl) = dispatch(lbs);
    let (du, su) = dispatch(ubs);
    let (ds, ss) = dispatch(steps);
    let types: Vec<ods_runtime::Type> = outputs.iter().map(|&v| rw.ir.value_type(v)).collect();
    let at = loc(rw, op);
    let new =
        ForallOp::build_full(rw, at, &types, &dl, &du, &ds, sl, su, ss, outputs, mapping).op();
    rw.insert_op_before(op, new);
    new
}

/// Constant dynamic bounds become static ones (the lower bounds first: upstream stops at
/// the first list that changes).
fn forall_control_operands(op: ForallOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let Some(mut p) = forall_parts(rw, op) else {
        return false;
    };
    let mut fold = |list: &mut Vec<Ofr>| {
        let mut changed = false;
        for o in list.iter_mut() {
            if let Ofr::Value(_) = o {
                if let Some(i) = ofr_int(rw, *o).and_then(|i| i.to_i64()) {
                    *o = Ofr::Int(i);
                    changed = true;
                }
            }
        }
        changed
    };
    if !fold(&mut p.lbs) && !fold(&mut p.ubs) && !fold(&mut p.steps) {
        return false;
    }
    rw.modify_op_in_place(op, |ctx| {
        set_forall_bounds(ctx, op, &p.lbs, &p.ubs, &p.steps);
    });
    true
}

/// The ops of the `scf.forall.in_parallel` terminator `term` that update each of `args`
/// (MLIR's `getCombiningOps`: `tensor.parallel_insert_slice`s into it), in one pass.
fn combining_ops(ctx: &Context, term: Op, args: &[Value]) -> Vec<Vec<Op>> {
    let index: std::collections::HashMap<Value, usize> =
        args.iter().enumerate().map(|(i, &a)| (a, i)).collect();
    let mut ops = vec![Vec::new(); args.len()];
    for &r in ctx.ir.op(term).regions.iter() {
        for b in ctx.ir.region_blocks(r) {
            for o in ctx.ir.block_ops(b) {
                if crate::tensor::ParallelInsertSliceOp::from_op(ctx, o).is_none() {
                    continue;
                }
                if let Some(&i) = ctx.ir.operands(o).nth(1).and_then(|d| index.get(&d)) {
                    ops[i].push(o);
                }
            }
        }
    }
    ops
}

/// MLIR's `ForallOpIterArgsFolder`: results without uses, or whose shared output no op of
/// the terminator updates, are dropped (with the updates): the body reads the initial output
/// values there and the results are replaced by them. As upstream, the old loop is left
/// without a body, for dead-code removal.
fn forall_iter_args(op: ForallOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let Some(p) = forall_parts(rw, op) else {
        return false;
    };
    let Some(term) = terminator(rw, p.body) else {
        return false;
    };
    let n = p.lbs.len();
    let results: Vec<Value> = rw.ir.results(op).collect();
    let args: Vec<Value> = rw.ir.block_args(p.body).to_vec();
    if args.len() != n + results.len() {
        return false;
    }
    let combining = combining_ops(rw, term, &args[n..]);
    let delete: Vec<bool> = results
        .iter()
        .zip(&combining)
        .map(|(&r, c)| !rw.ir.has_uses(r) || c.is_empty())
        .collect();
    if !delete.iter().any(|&d| d) {
        return false;
    }
    for (c, _) in combining.iter().zip(&delete).filter(|(_, &d)| d) {
        for &o in c {
            rw.erase_op(o);
        }
    }
    let kept: Vec<Value> = (0..results.len())
        .filter(|&i| !delete[i])
        .map(|i| p.outputs[i])
        .collect();
    let new = new_forall(rw, op, &p.lbs, &p.ubs, &p.steps, &kept, p.mapping);
    // MLIR 22 keeps the discardable attributes
    rw.ir.op_mut(new).attrs = rw.ir.op(op).attrs;
    let region = ForallOp::from_op_unchecked(new).region(rw);
    let (index, at) = (rw.common.index, loc(rw, op));
    let mut arg_types = vec![index; n];
    arg_types.extend(kept.iter().map(|&v| rw.ir.value_type(v)));
    let locs = vec![at; arg_types.len()];
    let saved = rw.insertion_point();
    let body = rw.create_block(region, &arg_types, &locs);
    rw.restore_insertion_point(saved);
    let new_args: Vec<Value> = rw.ir.block_args(body).to_vec();
    let mut block_args: Vec<Value> = new_args[..n].to_vec();
    let mut next = n;
    for (i, &d) in delete.iter().enumerate() {
        if d {
            block_args.push(p.outputs[i]);
        } else {
            block_args.push(new_args[next]);
            next += 1;
        }
    }
    rw.merge_blocks(p.body, body, &block_args);
    let new_results: Vec<Value> = rw.ir.results(new).collect();
    let mut k = 0;
    for (i, &r) in results.iter().enumerate() {
        if !delete[i] {
            rw.replace_all_uses_with(r, new_results[k]);
            k += 1;
        }
    }
    for (i, &r) in results.iter().enumerate() {
        if delete[i] {
            rw.replace_all_uses_with(r, p.outputs[i]);
        }
    }
    true
}

/// Dimensions of zero iterations remove the loop (its results are its outputs); dimensions of
/// one iteration are dropped, their induction variable replaced by the lower bound; with no
/// dimension left, the body is inlined.
fn forall_single_or_zero_iteration_dims(op: ForallOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let Some(p) = forall_parts(rw, op) else {
        return false;
    };
    // upstream keeps dimensions mapped to processing units (no mapping entry exists here)
    if let Some(m) = p.mapping {
        if !matches!(rw.attr_kind(m), AttrKind::Array(a) if a.is_empty()) {
            return false;
        }
    }
    let ivs: Vec<Value> = rw.ir.block_args(p.body).to_vec();
    let trips: Vec<Option<APInt>> = (0..p.lbs.len())
        .map(|i| mixed_trip_count(rw, p.lbs[i], p.ubs[i], p.steps[i], false))
        .collect();
    // every dimension of one iteration: the body is inlined, when it can be
    let promoted = trips.iter().all(|t| t.as_ref().is_some_and(APInt::is_one));
    if promoted && !can_promote_forall(rw, op, &p) {
        return false;
    }
    let mut map = ods_runtime::ir::CloneMap::default();
    let (mut lbs, mut ubs, mut steps) = (Vec::new(), Vec::new(), Vec::new());
    for (i, trip) in trips.into_iter().enumerate() {
        let (lb, ub, step) = (p.lbs[i], p.ubs[i], p.steps[i]);
        if let Some(n) = trip {
            if n.is_zero() {
                rw.replace_op(op, &p.outputs);
                return true;
            }
            if n.is_one() {
                let v = ofr_value(rw, op, lb);
                if let Some(&iv) = ivs.get(i) {
                    map.values.insert(iv, v);
                }
                continue;
            }
        }
        lbs.push(lb);
        ubs.push(ub);
        steps.push(step);
    }
    if lbs.len() == p.lbs.len() {
        return false;
    }
    if lbs.is_empty() {
        return promote_forall(rw, op, &p);
    }
    let new = new_forall(rw, op, &lbs, &ubs, &steps, &p.outputs, None);
    // the discardable attributes and the mapping carry over
    let attrs = rw.ir.op(op).attrs;
    if attrs != rw.common.empty_dict {
        rw.modify_op_in_place(new, |ctx| ctx.ir.op_mut(new).attrs = attrs);
    }
    if let Some(m) = p.mapping {
        rw.modify_op_in_place(new, |ctx| {
            ForallOp::from_op_unchecked(new).set_mapping_attr(ctx, m);
        });
    }
    let (src, dest) = (
        ForallOp::from_op_unchecked(op).region(rw),
        ForallOp::from_op_unchecked(new).region(rw),
    );
    rw.clone_region_into(src, dest, &mut map);
    let repl: Vec<Value> = rw.ir.results(new).collect();
    rw.replace_op(op, &repl);
    true
}

/// Whether [`promote_forall`] applies: the body has its terminator and the loop no results
/// (results come from combining ops in the terminator, which cannot exist here).
fn can_promote_forall(ctx: &Context, op: Op, p: &ForallParts) -> bool {
    terminator(ctx, p.body).is_some() && ctx.ir.num_results(op) == 0
}

/// Upstream's `promote`: the body of a loop of one iteration is inlined before it, the
/// induction variables replaced by the lower bounds and the shared outputs by their initial
/// values. Only called when [`can_promote_forall`] holds.
fn promote_forall(rw: &mut Rewriter<'_>, op: Op, p: &ForallParts) -> bool {
    let Some(term) = terminator(rw, p.body) else {
        return false;
    };
    let mut repl: Vec<Value> = p.lbs.iter().map(|&lb| ofr_value(rw, op, lb)).collect();
    repl.extend(p.outputs.iter().copied());
    rw.inline_block_before(p.body, op, &repl);
    rw.replace_op(op, &[]);
    rw.erase_op(term);
    true
}

impl CanonicalizationPatterns for ForallOp {
    /// Upstream's `scf.forall` patterns: `tensor.dim` of results and `tensor.cast` of shared
    /// outputs folded, constant bounds made static, unused shared outputs dropped, single-
    /// and zero-iteration dimensions.
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::DimOfForallOp",
            1,
            tensor_casts::dim_of_forall,
        );
        add_all(
            set,
            &[
                (
                    "(anonymous namespace)::FoldTensorCastOfOutputIntoForallOp",
                    tensor_casts::fold_tensor_cast_of_output_into_forall,
                ),
                (
                    "(anonymous namespace)::ForallOpControlOperandsFolder",
                    forall_control_operands,
                ),
                (
                    "(anonymous namespace)::ForallOpIterArgsFolder",
                    forall_iter_args,
                ),
                (
                    "(anonymous namespace)::ForallOpSingleOrZeroIterationDimsFolder",
                    forall_single_or_zero_iteration_dims,
                ),
            ],
        );
    }
}

/// The before block, its `scf.condition` and the after block of an `scf.while`.
fn while_blocks(ctx: &Context, op: Op) -> Option<(Block, Op, Block)> {
    let w = WhileOp::from_op_unchecked(op);
    let before = block_of(ctx, w.before(ctx))?;
    let after = block_of(ctx, w.after(ctx))?;
    let cond = terminator(ctx, before)?;
    (ConditionOp::from_op(ctx, cond).is_some() && ctx.ir.num_operands(cond) > 0)
        .then_some((before, cond, after))
}

/// In the after region, an `arith.cmpi` of an argument that receives an operand of the
/// loop condition's `arith.cmpi` (at the same side, the other side equal) with the same or
/// the inverse predicate is `true` or `false`.
fn while_cmp_cond(op: WhileOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let Some((_, cond_op, after)) = while_blocks(rw, op) else {
        return false;
    };
    let cond = rw.ir.operand(cond_op, 0);
    let Some(cmp) = cond.defining_op::<crate::arith::CmpIOp>(rw) else {
        return false;
    };
    let cmp_ops = [cmp.lhs(rw), cmp.rhs(rw)];
    let pred = cmp.predicate(rw);
    let passed: Vec<Value> = rw.ir.operands(cond_op).skip(1).collect();
    let args: Vec<Value> = rw.ir.block_args(after).to_vec();
    let mut changed = false;
    for (v, a) in passed.into_iter().zip(args) {
        for idx in 0..2 {
            if v != cmp_ops[idx] {
                continue;
            }
            let users: Vec<Op> = rw.ir.uses(a).map(|u| u.op).collect();
            let mut done: Vec<Op> = Vec::new();
            for u in users {
                let Some(user_cmp) = crate::arith::CmpIOp::from_op(rw, u) else {
                    continue;
                };
                if done.contains(&u) || rw.ir.operand(u, 1 - idx) != cmp_ops[1 - idx] {
                    continue;
                }
                let p2 = user_cmp.predicate(rw);
                let same = if p2 == pred {
                    true
                } else if p2 == crate::arith::invert_cmpi_predicate(pred) {
                    false
                } else {
                    continue;
                };
                // upstream's replaceOpWithNewOp builds at the rewriter's insertion point:
                // before the loop, with the comparison's location
                let i1 = rw.common.i1;
                let a = ods_runtime::ods::preds::bool_attr(rw, same);
                let at = loc(rw, u);
                let c = crate::arith::ConstantOp::build(rw, at, i1, a).op();
                rw.insert_op_before(op, c);
                let k = rw.ir.result(c, 0);
                rw.replace_op(u, &[k]);
                done.push(u);
                changed = true;
            }
        }
    }
    changed
}

/// The location MLIR gives a value: its defining op's, or the block argument's.
fn value_loc(ctx: &Context, v: Value) -> ods_runtime::ir::attributes::Location {
    match ctx.ir.value(v).def {
        ods_runtime::ir::ValueDef::Result { op, .. } => loc(ctx, op),
        _ => ctx.ir.value(v).loc,
    }
}

/// A new `scf.while` at `op`'s location before it, with `types` and `inits`, and empty
/// regions.
fn new_while(
    rw: &mut Rewriter<'_>,
    op: Op,
    types: Vec<ods_runtime::Type>,
    inits: Vec<Value>,
) -> Op {
    let at = loc(rw, op);
    let name = rw.ir.op(op).name;
    let mut st = ods_runtime::ir::OperationState::new(rw, name, at);
    st.operands = inits;
    st.result_types = types;
    st.regions.push(rw.ir.create_region());
    st.regions.push(rw.ir.create_region());
    let new = rw.ctx_mut().create_op(st);
    rw.insert_op_before(op, new);
    new
}

/// When the before block's arguments are forwarded, in another order and without
/// duplicates, by `scf.condition`, the loop is rebuilt with them forwarded in order (the
/// after arguments and results permuted to match).
fn while_align_before_args(op: WhileOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let Some((before, cond_op, after)) = while_blocks(rw, op) else {
        return false;
    };
    let bargs: Vec<Value> = rw.ir.block_args(before).to_vec();
    let targs: Vec<Value> = rw.ir.operands(cond_op).skip(1).collect();
    if bargs == targs || bargs.len() != targs.len() {
        return false;
    }
    if targs
        .iter()
        .enumerate()
        .any(|(i, v)| targs[..i].contains(v))
    {
        return false;
    }
    // mapping[j] = i: the condition's operand j is before argument i
    let mut mapping = vec![0usize; bargs.len()];
    for (i, b) in bargs.iter().enumerate() {
        let Some(j) = targs.iter().position(|t| t == b) else {
            return false;
        };
        mapping[j] = i;
    }
    let cond = rw.ir.operand(cond_op, 0);
    let at = loc(rw, cond_op);
    let new_cond = ConditionOp::build(rw, at, cond, &bargs).op();
    rw.insert_op_before(cond_op, new_cond);
    rw.erase_op(cond_op);
    let results: Vec<Value> = rw.ir.results(op).collect();
    let mut types = vec![rw.common.i1; bargs.len()];
    for (i, &j) in mapping.iter().enumerate() {
        types[j] = rw.ir.value_type(results[i]);
    }
    let inits: Vec<Value> = rw.ir.operands(op).collect();
    let new = new_while(rw, op, types.clone(), inits.clone());
    let nw = WhileOp::from_op_unchecked(new);
    let (nb_r, na_r) = (nw.before(rw), nw.after(rw));
    let init_types: Vec<ods_runtime::Type> = inits.iter().map(|&v| rw.ir.value_type(v)).collect();
    let init_locs: Vec<_> = inits.iter().map(|&v| value_loc(rw, v)).collect();
    let wl = loc(rw, op);
    let saved = rw.insertion_point();
    let nb = rw.create_block(nb_r, &init_types, &init_locs);
    let na = rw.create_block(na_r, &types, &vec![wl; types.len()]);
    rw.restore_insertion_point(saved);
    let mut new_results = results.clone();
    let mut new_after_args = results;
    for (i, &j) in mapping.iter().enumerate() {
        new_results[i] = rw.ir.result(new, j);
        new_after_args[i] = rw.ir.block_args(na)[j];
    }
    let nb_args: Vec<Value> = rw.ir.block_args(nb).to_vec();
    rw.merge_blocks(before, nb, &nb_args);
    rw.merge_blocks(after, na, &new_after_args);
    rw.replace_op(op, &new_results);
    true
}

/// An `scf.if` on the loop condition just before `scf.condition`, with an empty `else`,
/// moves into the after region: the condition forwards the `else` values instead of the
/// if's results, the after region starts with the `then` block and uses its yielded values,
/// and the values the `then` block takes from the before region are forwarded as extra
/// results. Upstream's pattern would also apply when an if result is forwarded twice (and
/// then gives the later after-arguments the `else` value) or when a `then` value is defined
/// in the before region (and then leaves invalid IR); it does not apply here then.
fn while_move_if_down(op: WhileOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let Some((before, cond_op, after)) = while_blocks(rw, op) else {
        return false;
    };
    let Some(if_op) = rw.ir.prev_op(cond_op) else {
        return false;
    };
    if IfOp::from_op(rw, if_op).is_none() {
        return false;
    }
    let (if_cond, then_r, else_r) = if_parts(rw, if_op);
    let cond = rw.ir.operand(cond_op, 0);
    if if_cond != cond {
        return false;
    }
    let else_block = block_of(rw, else_r);
    if let Some(eb) = else_block {
        if rw.ir.first_op(eb) != terminator(rw, eb) {
            return false;
        }
    }
    let Some(then_block) = block_of(rw, then_r) else {
        return false;
    };
    let Some(then_yield) = terminator(rw, then_block) else {
        return false;
    };
    let if_results: Vec<Value> = rw.ir.results(if_op).collect();
    let passed: Vec<Value> = rw.ir.operands(cond_op).skip(1).collect();
    let before_region = rw.ir.block_parent(before);
    // (condition operand index, if result index)
    let mut forwarded: Vec<(usize, usize)> = Vec::new();
    for (idx, v) in passed.iter().enumerate() {
        let Some(k) = if_results.iter().position(|r| r == v) else {
            continue;
        };
        if passed[..idx].contains(v) {
            return false;
        }
        let then_v = rw.ir.operand(then_yield, k);
        if value_region(rw, then_v) == before_region {
            return false;
        }
        forwarded.push((idx, k));
    }
    let else_values: Vec<Value> = else_block
        .and_then(|b| terminator(rw, b))
        .map_or_else(Vec::new, |t| rw.ir.operands(t).collect());
    let then_values: Vec<Value> = rw.ir.operands(then_yield).collect();
    let after_args: Vec<Value> = rw.ir.block_args(after).to_vec();
    // (if result, else value, after argument, then value), checked before any change
    let mut swaps: Vec<(Value, Value, Value, Value)> = Vec::with_capacity(forwarded.len());
    for &(idx, k) in &forwarded {
        let (Some(&e), Some(&t), Some(&a)) =
            (else_values.get(k), then_values.get(k), after_args.get(idx))
        else {
            return false;
        };
        swaps.push((if_results[k], e, a, t));
    }
    for (r, e, a, t) in swaps {
        rw.replace_all_uses_with(r, e);
        rw.replace_all_uses_with(a, t);
    }
    // values of the before region used in the then region, in a post-order walk
    let mut extra: Vec<Value> = Vec::new();
    for top in rw.ir.block_ops(then_block).collect::<Vec<_>>() {
        let mut ops = walk_nested(rw, top, false);
        ops.push(top);
        for o in ops {
            for v in rw.ir.operands(o) {
                if value_region(rw, v) == before_region && !extra.contains(&v) {
                    extra.push(v);
                }
            }
        }
    }
    let mut types: Vec<ods_runtime::Type> =
        rw.ir.results(op).map(|r| rw.ir.value_type(r)).collect();
    let n_old = types.len();
    types.extend(extra.iter().map(|&v| rw.ir.value_type(v)));
    let inits: Vec<Value> = rw.ir.operands(op).collect();
    let new = new_while(rw, op, types, inits);
    let old_w = WhileOp::from_op_unchecked(op);
    let new_w = WhileOp::from_op_unchecked(new);
    let (ob, oa) = (old_w.before(rw), old_w.after(rw));
    let (nb, na) = (new_w.before(rw), new_w.after(rw));
    rw.move_blocks(ob, nb);
    rw.move_blocks(oa, na);
    let wl = loc(rw, op);
    let new_args: Vec<Value> = rw.modify_op_in_place(new, |ctx| {
        extra
            .iter()
            .map(|&v| {
                let t = ctx.ir.value_type(v);
                ctx.ir.add_block_arg(after, t, wl)
            })
            .collect()
    });
    let mut operands: Vec<Value> = rw.ir.operands(cond_op).collect();
    operands.extend(extra.iter().copied());
    rw.modify_op_in_place(cond_op, |ctx| ctx.ir.set_operands(cond_op, &operands));
    for (&from, &to) in extra.iter().zip(&new_args) {
        let uses: Vec<(Op, usize)> = rw.ir.uses(from).map(|u| (u.op, u.index as usize)).collect();
        for (user, index) in uses {
            if region_contains(rw, then_r, user) {
                rw.set_operand(user, index, to);
            }
        }
    }
    rw.erase_op(then_yield);
    match rw.ir.first_op(after) {
        Some(first) => rw.inline_block_before(then_block, first, &[]),
        None => rw.merge_blocks(then_block, after, &[]),
    }
    rw.erase_op(if_op);
    let repl: Vec<Value> = (0..n_old).map(|i| rw.ir.result(new, i)).collect();
    rw.replace_op(op, &repl);
    true
}

impl CanonicalizationPatterns for WhileOp {
    /// The `scf.while` patterns: the condition's truth and comparisons in the after region,
    /// forwarded before arguments aligned, an `scf.if` on the condition moved into the after
    /// region, then the generic region-branch ones.
    fn canonicalization_patterns(set: &mut PatternSet) {
        add_all(
            set,
            &[
                (
                    "(anonymous namespace)::WhileConditionTruth",
                    while_condition_truth,
                ),
                ("(anonymous namespace)::WhileCmpCond", while_cmp_cond),
                (
                    "(anonymous namespace)::WhileOpAlignBeforeArgs",
                    while_align_before_args,
                ),
                ("(anonymous namespace)::WhileMoveIfDown", while_move_if_down),
            ],
        );
        add_region_branch_patterns::<WhileOp>(set);
    }
}
