//! `BranchOpInterface` of the cf branch ops, and the cf canonicalizations of MLIR 22:
//! `cf.assert` of `true` erased; `cf.br` merged into a destination that has no other
//! predecessor, or forwarded through a block that only branches on; `cf.cond_br` on a
//! constant, through pass-through blocks, to identical destinations (with `arith.select`s
//! for differing operands), dominated by a `cf.cond_br` on the same condition, and with the
//! condition's known value propagated into single-predecessor destinations; `cf.switch`
//! with only a default, with cases that match the default, on a constant, through
//! pass-through blocks, and dominated by a `cf.switch` on the same flag.

use std::ops::Range;

use ods_runtime::analysis::cfg::{predecessors, single_predecessor, BranchOpInterface};
use ods_runtime::ir::attributes::Attribute;
use ods_runtime::ir::types::TypeKind;
use ods_runtime::numerics::apint::APInt;
use ods_runtime::ods::access::{set_attr, AttrRef};
use ods_runtime::transforms::fold::{dense_attr, dense_elements, int_attr_value, Element};
use ods_runtime::transforms::rewrite::{constant_value, PatternSet, Rewriter};
use ods_runtime::{Block, Context, Op, Value};

use super::*;

// ------------------------------------------------------------------------ BranchOpInterface

/// Writes the sizes of `op`'s operand groups into its `operandSegmentSizes` (slot `slot`).
fn set_segments(ctx: &mut Context, op: Op, slot: usize, sizes: &[i32]) {
    let a = ods_runtime::ods::access::dense_i32_array(ctx, sizes);
    set_attr(
        ctx,
        op,
        &AttrRef::slot(slot, "operandSegmentSizes"),
        Some(a),
    );
}

impl BranchOpInterface for BranchOp {
    fn successor_operands(&self, ctx: &Context, _index: usize) -> Range<usize> {
        0..ctx.ir.num_operands(self.op())
    }
    fn erase_successor_operand(&self, ctx: &mut Context, _index: usize, i: usize) {
        ctx.ir.erase_operand(self.op(), i);
    }
    fn successor_for_operands(
        &self,
        _ctx: &Context,
        _operands: &[Option<Attribute>],
    ) -> Option<usize> {
        Some(0)
    }
}

impl BranchOpInterface for CondBranchOp {
    fn successor_operands(&self, ctx: &Context, index: usize) -> Range<usize> {
        if index == 0 {
            self.true_dest_operands_range(ctx)
        } else {
            self.false_dest_operands_range(ctx)
        }
    }
    fn erase_successor_operand(&self, ctx: &mut Context, index: usize, i: usize) {
        let c = self.condition(ctx);
        let mut t: Vec<Value> = self.true_dest_operands(ctx).collect();
        let mut f: Vec<Value> = self.false_dest_operands(ctx).collect();
        let g = if index == 0 { &mut t } else { &mut f };
        if i < g.len() {
            g.remove(i);
        }
        let mut all = vec![c];
        all.extend(&t);
        all.extend(&f);
        ctx.ir.set_operands(self.op(), &all);
        set_segments(ctx, self.op(), 1, &[1, t.len() as i32, f.len() as i32]);
    }
    /// A constant condition picks its destination.
    fn successor_for_operands(
        &self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Option<usize> {
        let (_, c) = int_attr_value(ctx, operands.first().copied().flatten()?)?;
        Some(if c.is_one() { 0 } else { 1 })
    }
}

impl SwitchOp {
    /// The case values, one element per case.
    fn case_value_list(self, ctx: &Context) -> Vec<APInt> {
        let Some(a) = self.case_values_attr(ctx) else {
            return Vec::new();
        };
        let n = ctx.ir.op(self.op()).successors.len().saturating_sub(1);
        match dense_elements(ctx, a) {
            Some((_, splat, v)) => (0..n)
                .filter_map(|i| {
                    let e = if splat { v.first() } else { v.get(i) };
                    match e {
                        Some(Element::Int(x)) => Some(x.clone()),
                        _ => None,
                    }
                })
                .collect(),
            None => Vec::new(),
        }
    }

    /// Rewrites the operands and segment sizes for new default and case operand groups.
    fn set_groups(self, ctx: &mut Context, default: &[Value], cases: &[Vec<Value>]) {
        let mut all = vec![self.flag(ctx)];
        all.extend(default);
        let mut total = 0;
        for g in cases {
            all.extend(g);
            total += g.len();
        }
        ctx.ir.set_operands(self.op(), &all);
        set_segments(ctx, self.op(), 2, &[1, default.len() as i32, total as i32]);
        let sizes: Vec<i32> = cases.iter().map(|g| g.len() as i32).collect();
        let a = ods_runtime::ods::access::dense_i32_array(ctx, &sizes);
        set_attr(
            ctx,
            self.op(),
            &AttrRef::slot(1, "case_operand_segments"),
            Some(a),
        );
    }
}

impl BranchOpInterface for SwitchOp {
    fn successor_operands(&self, ctx: &Context, index: usize) -> Range<usize> {
        let d = self.default_operands_range(ctx);
        if index == 0 {
            return d;
        }
        let groups = self.case_operand_groups(ctx);
        let mut at = d.end;
        for g in groups.iter().take(index - 1) {
            at += g.len();
        }
        let n = groups.get(index - 1).map_or(0, |g| g.len());
        at..at + n
    }
    fn erase_successor_operand(&self, ctx: &mut Context, index: usize, i: usize) {
        let mut default: Vec<Value> = self.default_operands(ctx).collect();
        let mut cases = self.case_operand_groups(ctx);
        let g = if index == 0 {
            &mut default
        } else {
            match cases.get_mut(index - 1) {
                Some(g) => g,
                None => return,
            }
        };
        if i < g.len() {
            g.remove(i);
        }
        self.set_groups(ctx, &default, &cases);
    }
    /// A constant flag picks the first case equal to it, else the default.
    fn successor_for_operands(
        &self,
        ctx: &Context,
        operands: &[Option<Attribute>],
    ) -> Option<usize> {
        let (_, flag) = int_attr_value(ctx, operands.first().copied().flatten()?)?;
        let hit = self.case_value_list(ctx).iter().position(|c| *c == flag);
        Some(hit.map_or(0, |i| i + 1))
    }
}

// ------------------------------------------------------------------------ helpers

fn loc(ctx: &Context, op: Op) -> ods_runtime::ir::attributes::Location {
    ctx.ir.op(op).loc
}

/// Replaces terminator `old` by `new` (inserted before it).
fn replace_terminator(rw: &mut Rewriter<'_>, old: Op, new: Op) -> bool {
    rw.insert_op_before(old, new);
    rw.erase_op(old);
    true
}

/// A new `cf.br` to `dest` with `operands` replacing terminator `old`.
fn replace_with_br(rw: &mut Rewriter<'_>, old: Op, dest: Block, operands: &[Value]) -> bool {
    let at = loc(rw, old);
    let br = BranchOp::build(rw, at, operands, dest).op();
    replace_terminator(rw, old, br)
}

/// Upstream's `collapseBranch`: when `dest` holds only a `cf.br` elsewhere (not into a
/// cycle of branches) whose block arguments are used by nothing but that branch, the
/// branch's destination and operands (its uses of `dest`'s arguments replaced by
/// `operands`).
fn collapse_branch(ctx: &Context, dest: Block, operands: &[Value]) -> Option<(Block, Vec<Value>)> {
    let first = ctx.ir.first_op(dest)?;
    if ctx.ir.next_op(first).is_some() {
        return None;
    }
    let br = BranchOp::from_op(ctx, first)?;
    for &a in ctx.ir.block_args(dest) {
        if ctx.ir.uses(a).any(|u| u.op != first) {
            return None;
        }
    }
    let target = br.dest(ctx);
    if target == dest {
        return None;
    }
    // nor through a chain of branches that loops (MLIR 22: it would never settle)
    let mut seen = vec![target];
    let mut cur = target;
    while let Some(next) = ctx
        .ir
        .last_op(cur)
        .and_then(|t| BranchOp::from_op(ctx, t))
        .map(|b| b.dest(ctx))
    {
        if seen.contains(&next) {
            return None;
        }
        seen.push(next);
        cur = next;
    }
    let out = ctx
        .ir
        .operands(first)
        .map(|v| match ctx.ir.value(v).def {
            ods_runtime::ir::ValueDef::BlockArg { block, index } if block == dest => {
                operands.get(index as usize).copied().unwrap_or(v)
            }
            _ => v,
        })
        .collect();
    Some((target, out))
}

/// Whether `v` is a constant integer (or splat) satisfying `pred`.
fn const_int_is(ctx: &mut Context, v: Value, pred: fn(&APInt) -> bool) -> bool {
    let a = constant_value(ctx, v);
    ods_runtime::transforms::fold::const_int(ctx, a).is_some_and(|x| pred(&x))
}

// ------------------------------------------------------------------------ cf.assert, cf.br

impl Canonicalize for AssertOp {
    /// `cf.assert true` is erased.
    fn canonicalize(self, rw: &mut Rewriter<'_>) -> bool {
        let arg = self.arg(rw);
        if !const_int_is(rw, arg, APInt::is_one) {
            return false;
        }
        rw.erase_op(self.op());
        true
    }
}

impl Canonicalize for BranchOp {
    /// Merges the destination into this block when this branch is its only predecessor, or
    /// branches directly to where a pass-through destination goes.
    fn canonicalize(self, rw: &mut Rewriter<'_>) -> bool {
        let op = self.op();
        let dest = self.dest(rw);
        let Some(here) = rw.ir.op_parent(op) else {
            return false;
        };
        // merge a destination with no other predecessor
        if dest != here && predecessors(rw, dest).len() == 1 {
            let operands: Vec<Value> = rw.ir.operands(op).collect();
            rw.merge_blocks(dest, here, &operands);
            rw.erase_op(op);
            return true;
        }
        // skip a block that only branches on
        if dest == here {
            return false;
        }
        let operands: Vec<Value> = rw.ir.operands(op).collect();
        let Some((target, ops)) = collapse_branch(rw, dest, &operands) else {
            return false;
        };
        replace_with_br(rw, op, target, &ops)
    }
}

// ------------------------------------------------------------------------ cf.cond_br

fn cond_parts(ctx: &Context, op: Op) -> (Value, Block, Vec<Value>, Block, Vec<Value>) {
    let c = CondBranchOp::from_op_unchecked(op);
    (
        c.condition(ctx),
        c.true_dest(ctx),
        c.true_dest_operands(ctx).collect(),
        c.false_dest(ctx),
        c.false_dest_operands(ctx).collect(),
    )
}

/// cond_br true/false -> br to the taken destination
fn const_cond_branch(op: CondBranchOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let (c, t, to, f, fo) = cond_parts(rw, op);
    if const_int_is(rw, c, |v| !v.is_zero()) {
        return replace_with_br(rw, op, t, &to);
    }
    if const_int_is(rw, c, APInt::is_zero) {
        return replace_with_br(rw, op, f, &fo);
    }
    false
}

/// cond_br through pass-through blocks -> cond_br to their destinations (weights kept)
fn pass_through_cond_branch(op: CondBranchOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let (c, t, to, f, fo) = cond_parts(rw, op);
    let ct = collapse_branch(rw, t, &to);
    let cf = collapse_branch(rw, f, &fo);
    if ct.is_none() && cf.is_none() {
        return false;
    }
    let (t, to) = ct.unwrap_or((t, to));
    let (f, fo) = cf.unwrap_or((f, fo));
    let weights = CondBranchOp::from_op_unchecked(op).branch_weights(rw);
    let at = loc(rw, op);
    let new = CondBranchOp::build_full(rw, at, c, &to, &fo, weights, t, f).op();
    replace_terminator(rw, op, new)
}

/// cond_br %c, ^a(x), ^a(y) -> br ^a(select %c, x, y) (selects only when this block is the
/// destination's only predecessor, unless all operands match)
fn identical_successors(op: CondBranchOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let (c, t, to, f, fo) = cond_parts(rw, op);
    if t != f {
        return false;
    }
    if to == fo {
        return replace_with_br(rw, op, t, &to);
    }
    let here = rw.ir.op_parent(op);
    let unique = predecessors(rw, t)
        .iter()
        .all(|&(p, _)| rw.ir.op_parent(p) == here);
    if !unique {
        return false;
    }
    let at = loc(rw, op);
    let mut merged = Vec::with_capacity(to.len());
    for (a, b) in to.into_iter().zip(fo) {
        if a == b {
            merged.push(a);
        } else {
            let ty = rw.ir.value_type(a);
            let s = crate::arith::SelectOp::build(rw, at, ty, c, a, b).op();
            rw.insert_op_before(op, s);
            merged.push(rw.ir.result(s, 0));
        }
    }
    replace_with_br(rw, op, t, &merged)
}

/// a cond_br in a block whose only predecessor cond_br-s on the same condition -> br
fn cond_branch_on_same_condition(op: CondBranchOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let Some(here) = rw.ir.op_parent(op) else {
        return false;
    };
    let Some(pred) = single_predecessor(rw, here) else {
        return false;
    };
    let Some(pt) = rw
        .ir
        .last_op(pred)
        .and_then(|t| CondBranchOp::from_op(rw, t))
    else {
        return false;
    };
    let (c, t, to, f, fo) = cond_parts(rw, op);
    if pt.condition(rw) != c {
        return false;
    }
    if here == pt.true_dest(rw) {
        replace_with_br(rw, op, t, &to)
    } else {
        replace_with_br(rw, op, f, &fo)
    }
}

/// uses of the condition in a single-predecessor destination become `true`/`false`
fn truth_propagation(op: CondBranchOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let (c, t, _, f, _) = cond_parts(rw, op);
    let mut replaced = false;
    let i1 = rw.common.i1;
    let at = loc(rw, op);
    for (dest, value) in [(t, true), (f, false)] {
        if single_predecessor(rw, dest).is_none() {
            continue;
        }
        let uses: Vec<_> = rw
            .ir
            .uses(c)
            .filter(|u| rw.ir.op_parent(u.op) == Some(dest))
            .collect();
        if uses.is_empty() {
            continue;
        }
        let b = ods_runtime::ods::preds::bool_attr(rw, value);
        let k = crate::arith::ConstantOp::build(rw, at, i1, b).op();
        rw.insert_op_before(op, k);
        let kv = rw.ir.result(k, 0);
        for u in uses {
            rw.set_operand(u.op, u.index as usize, kv);
        }
        replaced = true;
    }
    replaced
}

/// Whether `b` starts with `ub.unreachable`.
fn starts_unreachable(ctx: &Context, b: Block) -> bool {
    ctx.ir
        .first_op(b)
        .is_some_and(|o| crate::ub::UnreachableOp::from_op(ctx, o).is_some())
}

/// cond_br to a block that starts with `ub.unreachable` -> br to the other destination (both
/// unreachable: `ub.unreachable` itself)
fn drop_unreachable_cond_branch(op: CondBranchOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let (_, t, to, f, fo) = cond_parts(rw, op);
    match (starts_unreachable(rw, t), starts_unreachable(rw, f)) {
        (true, true) => {
            let at = loc(rw, op);
            let new = crate::ub::UnreachableOp::build(rw, at).op();
            replace_terminator(rw, op, new)
        }
        (true, false) => replace_with_br(rw, op, f, &fo),
        (false, true) => replace_with_br(rw, op, t, &to),
        (false, false) => false,
    }
}

impl CanonicalizationPatterns for CondBranchOp {
    /// The `cf.cond_br` patterns, in upstream's order (benefit 1).
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_named(
            "(anonymous namespace)::SimplifyConstCondBranchPred",
            1,
            const_cond_branch,
        );
        set.add_named(
            "(anonymous namespace)::SimplifyPassThroughCondBranch",
            1,
            pass_through_cond_branch,
        );
        set.add_named(
            "(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors",
            1,
            identical_successors,
        );
        set.add_named(
            "(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition",
            1,
            cond_branch_on_same_condition,
        );
        set.add_named(
            "(anonymous namespace)::CondBranchTruthPropagation",
            1,
            truth_propagation,
        );
        set.add_named(
            "(anonymous namespace)::DropUnreachableCondBranch",
            1,
            drop_unreachable_cond_branch,
        );
    }
}

// ------------------------------------------------------------------------ cf.switch

struct SwitchParts {
    flag: Value,
    default: Block,
    default_operands: Vec<Value>,
    values: Vec<APInt>,
    dests: Vec<Block>,
    operands: Vec<Vec<Value>>,
}

fn switch_parts(ctx: &Context, op: Op) -> SwitchParts {
    let s = SwitchOp::from_op_unchecked(op);
    SwitchParts {
        flag: s.flag(ctx),
        default: s.default_destination(ctx),
        default_operands: s.default_operands(ctx).collect(),
        values: s.case_value_list(ctx),
        dests: ctx.ir.op(op).successors[1..].to_vec(),
        operands: s.case_operand_groups(ctx),
    }
}

/// A new `cf.switch` replacing `old`, with case values as a `vector<N x flag type>` (none
/// when there are no cases).
fn replace_with_switch(rw: &mut Rewriter<'_>, old: Op, p: &SwitchParts) -> bool {
    let flag_ty = rw.ir.value_type(p.flag);
    let cv = if p.values.is_empty() {
        None
    } else {
        let vty = rw.intern_type(TypeKind::Vector {
            shape: vec![p.values.len() as i64].into(),
            scalable: Box::new([]),
            elem: flag_ty,
        });
        let elems: Vec<Element> = p.values.iter().cloned().map(Element::Int).collect();
        dense_attr(rw, vty, &elems)
    };
    let groups: Vec<&[Value]> = p.operands.iter().map(|g| g.as_slice()).collect();
    let at = loc(rw, old);
    let new = SwitchOp::build_full(
        rw,
        at,
        p.flag,
        &p.default_operands,
        &groups,
        cv,
        p.default,
        &p.dests,
    )
    .op();
    replace_terminator(rw, old, new)
}

/// switch with no case -> br default
fn switch_only_default(op: SwitchOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let p = switch_parts(rw, op);
    if !p.dests.is_empty() {
        return false;
    }
    replace_with_br(rw, op, p.default, &p.default_operands)
}

/// drop cases that go where the default goes, with the same operands
fn drop_cases_matching_default(op: SwitchOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let p = switch_parts(rw, op);
    let mut q = SwitchParts {
        flag: p.flag,
        default: p.default,
        default_operands: p.default_operands.clone(),
        values: Vec::new(),
        dests: Vec::new(),
        operands: Vec::new(),
    };
    let mut changed = false;
    for (i, v) in p.values.iter().enumerate() {
        let (d, o) = (p.dests[i], &p.operands[i]);
        if d == p.default && *o == p.default_operands {
            changed = true;
            continue;
        }
        q.values.push(v.clone());
        q.dests.push(d);
        q.operands.push(o.clone());
    }
    if !changed {
        return false;
    }
    replace_with_switch(rw, op, &q)
}

/// Branches to the destination of case `value` (or the default).
fn fold_switch(rw: &mut Rewriter<'_>, op: Op, p: &SwitchParts, value: &APInt) -> bool {
    for (i, v) in p.values.iter().enumerate() {
        if v == value {
            let (d, o) = (p.dests[i], p.operands[i].clone());
            return replace_with_br(rw, op, d, &o);
        }
    }
    replace_with_br(rw, op, p.default, &p.default_operands)
}

/// switch on a constant -> br
fn const_switch_value(op: SwitchOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let p = switch_parts(rw, op);
    let a = constant_value(rw, p.flag);
    let Some(v) = ods_runtime::transforms::fold::const_int(rw, a) else {
        return false;
    };
    fold_switch(rw, op, &p, &v)
}

/// switch through pass-through blocks -> switch to their destinations
fn pass_through_switch(op: SwitchOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let p = switch_parts(rw, op);
    let mut q = SwitchParts {
        flag: p.flag,
        default: p.default,
        default_operands: p.default_operands.clone(),
        values: p.values.clone(),
        dests: Vec::new(),
        operands: Vec::new(),
    };
    let mut changed = false;
    for (i, &d) in p.dests.iter().enumerate() {
        match collapse_branch(rw, d, &p.operands[i]) {
            Some((t, o)) => {
                changed = true;
                q.dests.push(t);
                q.operands.push(o);
            }
            None => {
                q.dests.push(d);
                q.operands.push(p.operands[i].clone());
            }
        }
    }
    if let Some((t, o)) = collapse_branch(rw, p.default, &p.default_operands) {
        changed = true;
        q.default = t;
        q.default_operands = o;
    }
    if !changed {
        return false;
    }
    replace_with_switch(rw, op, &q)
}

/// The `cf.switch` terminating the only predecessor of `op`'s block, on the same flag.
fn dominating_switch(ctx: &Context, op: Op, flag: Value) -> Option<(Block, SwitchParts)> {
    let here = ctx.ir.op_parent(op)?;
    let pred = single_predecessor(ctx, here)?;
    let t = ctx.ir.last_op(pred)?;
    SwitchOp::from_op(ctx, t)?;
    let pp = switch_parts(ctx, t);
    (pp.flag == flag).then_some((here, pp))
}

/// a switch in a (non-default) case block of a switch on the same flag -> br
fn switch_from_switch_on_same_condition(op: SwitchOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let p = switch_parts(rw, op);
    let Some((here, pred)) = dominating_switch(rw, op, p.flag) else {
        return false;
    };
    if pred.default == here {
        return false;
    }
    match pred.dests.iter().position(|&d| d == here) {
        Some(i) => {
            let v = pred.values[i].clone();
            fold_switch(rw, op, &p, &v)
        }
        None => replace_with_br(rw, op, p.default, &p.default_operands),
    }
}

/// a switch in the default block of a switch on the same flag drops the cases that cannot
/// happen there
fn switch_from_default_switch_on_same_condition(op: SwitchOp, rw: &mut Rewriter<'_>) -> bool {
    let op = op.op();
    let p = switch_parts(rw, op);
    let Some((here, pred)) = dominating_switch(rw, op, p.flag) else {
        return false;
    };
    if pred.default != here {
        return false;
    }
    let impossible: Vec<&APInt> = pred
        .values
        .iter()
        .zip(&pred.dests)
        .filter(|(_, &d)| d != here)
        .map(|(v, _)| v)
        .collect();
    let mut q = SwitchParts {
        flag: p.flag,
        default: p.default,
        default_operands: p.default_operands.clone(),
        values: Vec::new(),
        dests: Vec::new(),
        operands: Vec::new(),
    };
    let mut changed = false;
    for (i, v) in p.values.iter().enumerate() {
        if impossible.contains(&v) {
            changed = true;
            continue;
        }
        q.values.push(v.clone());
        q.dests.push(p.dests[i]);
        q.operands.push(p.operands[i].clone());
    }
    if !changed {
        return false;
    }
    replace_with_switch(rw, op, &q)
}

impl CanonicalizationPatterns for SwitchOp {
    /// The `cf.switch` patterns, in upstream's order (benefit 1).
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add_fn("simplifySwitchWithOnlyDefault", 1, switch_only_default);
        set.add_fn(
            "dropSwitchCasesThatMatchDefault",
            1,
            drop_cases_matching_default,
        );
        set.add_fn("simplifyConstSwitchValue", 1, const_switch_value);
        set.add_fn("simplifyPassThroughSwitch", 1, pass_through_switch);
        set.add_fn(
            "simplifySwitchFromSwitchOnSameCondition",
            1,
            switch_from_switch_on_same_condition,
        );
        set.add_fn(
            "simplifySwitchFromDefaultSwitchOnSameCondition",
            1,
            switch_from_default_switch_on_same_condition,
        );
    }
}
