//! `remove-dead-values` (MLIR's `RemoveDeadValues`): erases values that liveness analysis
//! proves unused, with the ops computing them.
//!
//! The liveness analysis ([`Liveness`]) runs backwards over the blocks the SCCP solver
//! ([`super::sccp::Solver`], MLIR's dead code analysis with constant propagation) finds
//! executable. A value is live when it is an operand of an op with memory effects or of a
//! `ReturnLike` op whose parent is not a region branch op, when it is used to compute a live
//! value, when it is forwarded (by a branch, a region branch op or a region terminator) to a
//! live block argument or result, or when it is a branch operand that is not forwarded (a
//! condition) and (for `cf` branches) always, (for a region branch op or its terminators)
//! when the op has a live result or, for an op without results, when one of its regions
//! holds an op with memory effects. Results that the analysis never reached (unreachable
//! code) are dead; other values it never reached count as live.
//!
//! A post-order walk then collects, as MLIR 22 does:
//! - simple ops (neither region branch ops, branch ops, terminators nor functions) with a
//!   dead operand, or free of memory effects with only dead results: erased;
//! - region branch ops free of memory effects with only dead results: erased; otherwise the
//!   forwarded operands (of the op and of its region terminators) whose value is dead or
//!   whose every successor input is dead are replaced by `ub.poison`;
//! - branch ops with a dead operand that is not forwarded: replaced by `ub.unreachable`;
//!   otherwise, per successor, the dead forwarded operands and (for the first branch seen
//!   per block) the matching block arguments are erased.
//!
//! and cleans up in MLIR's order: block arguments, successor operands, operands (poison),
//! ops, then the unused poison ops it created.
//!
//! Not implemented yet (no call interfaces in the runtime): functions are treated as
//! public (MLIR drops the dead arguments and results of private functions and their call
//! sites); the `canonicalize` option is parsed but the canonicalization of region branch
//! ops that mlir-opt runs afterwards is not done.

use crate::analysis::cfg::as_branch_op;
use crate::analysis::effects::own_memory_effect_free;
use crate::analysis::region_branch::{
    as_region_branch, edges, terminator_successor_operands, terminator_successor_regions,
    RegionPoint,
};
use crate::ir::context::{Context, FxHashMap};
use crate::ir::diagnostics::Diagnostic;
use crate::ir::ops::OperationState;
use crate::ir::registry::OpTraits;
use crate::ir::{Block, Op, Value, ValueDef};
use crate::pass::options::{option_text, parse_option, print_options};
use crate::pass::PassFailure;
use crate::pass::{OptionError, OptionInfo, Pass, PassInfo, PassResult, PassState};
use crate::transforms::rewrite::{
    apply_op_patterns_greedily, canonicalization_patterns, walk_nested,
};

use super::sccp::Solver;

static INFO: PassInfo = PassInfo {
    argument: "remove-dead-values",
    name: "RemoveDeadValues",
    summary: "Remove dead values",
    description: "Erases values that liveness analysis proves unused: dead ops, dead \
                  forwarded operands and block arguments, dead region branch operands \
                  (replaced by `ub.poison`).",
    anchor: None,
    options: &[OptionInfo {
        name: "canonicalize",
        description: "Canonicalize region branch ops",
        value_name: "",
        default: "true",
        values: &[],
        list: false,
    }],
    statistics: &[],
    dependent_dialects: &["ub"],
};

/// The `remove-dead-values` pass.
#[derive(Clone, Debug)]
pub struct RemoveDeadValues {
    /// Canonicalize the region branch ops afterwards.
    pub canonicalize: bool,
}

impl Default for RemoveDeadValues {
    fn default() -> Self {
        RemoveDeadValues { canonicalize: true }
    }
}

impl Pass for RemoveDeadValues {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) -> Result<(), OptionError> {
        match name {
            "canonicalize" => parse_option(&mut self.canonicalize, name, value),
            _ => Err(OptionError::NoSuchOption(name.to_string())),
        }
    }

    fn print_options(&self, out: &mut String) {
        print_options(
            out,
            &mut [("canonicalize", option_text(&self.canonicalize))],
        );
    }

    fn run(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult {
        let mut solver = Solver::default();
        solver.solve(ctx, op);
        let mut liveness = Liveness::new(ctx, op, &solver);
        liveness.solve(ctx, op);
        let mut list = Cleanup::default();
        let mut dead = DeadSet::default();
        let mut order = walk_nested(ctx, op, false);
        order.push(op);
        for o in order {
            collect(ctx, o, &liveness, &mut dead, &mut list);
        }
        list.apply(ctx);
        if !self.canonicalize {
            return Ok(());
        }
        // the region branch ops are canonicalized (their own patterns, strict mode)
        let mut ops = walk_nested(ctx, op, false);
        ops.push(op);
        ops.retain(|o| as_region_branch(ctx, o).is_some());
        if ops.is_empty() {
            return Ok(());
        }
        let patterns = canonicalization_patterns(ctx);
        if apply_op_patterns_greedily(ctx, op, &ops, &patterns).is_err() {
            let loc = crate::analysis::verifier::op_loc(ctx, op);
            state.emit(Diagnostic::error(
                loc,
                "greedy pattern rewrite failed to converge",
            ));
            return Err(PassFailure);
        }
        Ok(())
    }
}

/// Values the walk decided to drop (MLIR's `nonLiveSet`).
#[derive(Default)]
struct DeadSet(FxHashMap<Value, ()>);

/// Liveness of a value: no state, dead, live.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
enum State {
    #[default]
    None,
    Dead,
    Live,
}

/// MLIR's `LivenessAnalysis` with the analyses it runs beside (see the module doc).
pub struct Liveness<'s> {
    states: Vec<State>,
    exec: &'s Solver,
    /// `is_memory_effect_free` by op (computed once, bottom-up)
    free: Vec<bool>,
    /// the terminators branching to each block
    preds: FxHashMap<Block, Vec<Op>>,
    work: Vec<Op>,
    queued: Vec<bool>,
}

impl<'s> Liveness<'s> {
    /// Prepares the analysis of the ops nested in `top`.
    pub fn new(ctx: &Context, top: Op, exec: &'s Solver) -> Self {
        let order = walk_nested(ctx, top, false);
        let n = ctx.ir.num_ops();
        let mut free = vec![false; n];
        let mut preds: FxHashMap<Block, Vec<Op>> = FxHashMap::default();
        for &o in order.iter().chain(std::iter::once(&top)) {
            let (own, recursive) = own_memory_effect_free(ctx, o);
            let mut f = own;
            if f && recursive {
                f = ctx.ir.op(o).regions.iter().all(|&r| {
                    ctx.ir
                        .region_blocks(r)
                        .all(|b| ctx.ir.block_ops(b).all(|x| free[x.index()]))
                });
            }
            free[o.index()] = f;
            for &s in ctx.ir.op(o).successors.iter() {
                preds.entry(s).or_default().push(o);
            }
        }
        let mut l = Liveness {
            states: vec![State::None; ctx.ir.num_values()],
            exec,
            free,
            preds,
            work: Vec::new(),
            queued: vec![false; n],
        };
        // results the analysis never reaches are dead
        for &o in &order {
            for r in ctx.ir.results(o) {
                l.states[r.index()] = State::Dead;
            }
        }
        l
    }

    fn state(&self, v: Value) -> State {
        self.states.get(v.index()).copied().unwrap_or_default()
    }

    /// Whether `v` is live (values without a state count as live).
    pub fn is_live(&self, v: Value) -> bool {
        self.state(v) != State::Dead
    }

    fn is_free(&self, op: Op) -> bool {
        self.free.get(op.index()).copied().unwrap_or(false)
    }

    fn touch(&mut self, v: Value) {
        if let Some(s) = self.states.get_mut(v.index()) {
            if *s == State::None {
                *s = State::Dead;
            }
        }
    }

    fn truly_live(&self, v: Value) -> bool {
        self.state(v) == State::Live
    }

    fn enqueue(&mut self, op: Op) {
        if let Some(q) = self.queued.get_mut(op.index()) {
            if !*q {
                *q = true;
                self.work.push(op);
            }
        }
    }

    /// Marks `v` live; on a change, the ops whose operands depend on it are revisited.
    fn mark_live(&mut self, ctx: &Context, v: Value) {
        let Some(s) = self.states.get_mut(v.index()) else {
            return;
        };
        if *s == State::Live {
            return;
        }
        *s = State::Live;
        match ctx.ir.value(v).def {
            ValueDef::Result { op, .. } => {
                self.enqueue(op);
                if as_region_branch(ctx, &op).is_some() {
                    self.enqueue_terminators(ctx, op);
                }
                // a region terminator's conditions depend on its parent's results
            }
            ValueDef::BlockArg { block, .. } => {
                let Some(region) = ctx.ir.block_parent(block) else {
                    return;
                };
                let parent = ctx.ir.region_parent(region);
                if ctx.ir.first_block(region) == Some(block) {
                    if let Some(p) = parent.filter(|p| as_region_branch(ctx, p).is_some()) {
                        self.enqueue(p);
                        self.enqueue_terminators(ctx, p);
                    }
                } else if let Some(ps) = self.preds.get(&block) {
                    for p in ps.clone() {
                        self.enqueue(p);
                    }
                }
            }
            ValueDef::Placeholder => {}
        }
    }

    fn enqueue_terminators(&mut self, ctx: &Context, op: Op) {
        for &r in ctx.ir.op(op).regions.iter() {
            for b in ctx.ir.region_blocks(r) {
                if let Some(t) = ctx.ir.last_op(b) {
                    self.enqueue(t);
                }
            }
        }
    }

    /// `to`'s liveness flows back into `from`.
    fn meet(&mut self, ctx: &Context, from: Value, to: Value) {
        self.touch(from);
        self.touch(to);
        if self.truly_live(to) {
            self.mark_live(ctx, from);
        }
    }

    /// Runs the analysis to its fixpoint.
    pub fn solve(&mut self, ctx: &Context, top: Op) {
        let order = walk_nested(ctx, top, true);
        for &o in order.iter().rev() {
            self.enqueue(o);
        }
        while let Some(op) = self.work.pop() {
            if let Some(q) = self.queued.get_mut(op.index()) {
                *q = false;
            }
            self.visit(ctx, op);
        }
    }

    fn visit(&mut self, ctx: &Context, op: Op) {
        if ctx.ir.op_parent(op).is_some_and(|b| !self.exec.is_live(b)) {
            return;
        }
        for v in ctx.ir.operands(op) {
            self.touch(v);
        }
        let n = ctx.ir.num_operands(op);
        if let Some(branch) = as_region_branch(ctx, &op) {
            let mut unaccounted = vec![true; n];
            for s in branch.successor_regions(ctx, RegionPoint::Parent) {
                let range = branch.entry_successor_operands(ctx, s.target);
                for (i, &input) in range.zip(&s.inputs) {
                    self.meet(ctx, ctx.ir.operand(op, i), input);
                    if let Some(u) = unaccounted.get_mut(i) {
                        *u = false;
                    }
                }
            }
            for i in (0..n).filter(|&i| unaccounted[i]) {
                self.branch_operand(ctx, op, i);
            }
            return;
        }
        if let Some(b) = as_branch_op(ctx, &op) {
            let mut unaccounted = vec![true; n];
            for (k, &s) in ctx.ir.op(op).successors.iter().enumerate() {
                let range = b.successor_operands(ctx, k);
                let args = ctx.ir.block_args(s);
                let produced = args.len().saturating_sub(range.len());
                for (j, i) in range.enumerate() {
                    if let Some(&arg) = args.get(produced + j) {
                        self.meet(ctx, ctx.ir.operand(op, i), arg);
                    }
                    if let Some(u) = unaccounted.get_mut(i) {
                        *u = false;
                    }
                }
            }
            for i in (0..n).filter(|&i| unaccounted[i]) {
                self.branch_operand(ctx, op, i);
            }
            return;
        }
        if let Some((parent, region)) = region_terminator(ctx, op) {
            let Some(branch) = as_region_branch(ctx, &parent) else {
                return;
            };
            let none = vec![None; n];
            let mut unaccounted = vec![true; n];
            for s in terminator_successor_regions(ctx, branch, op, region, &none) {
                let Some(range) = terminator_successor_operands(ctx, op, s.target) else {
                    continue;
                };
                for (i, &input) in range.zip(&s.inputs) {
                    self.meet(ctx, ctx.ir.operand(op, i), input);
                    if let Some(u) = unaccounted.get_mut(i) {
                        *u = false;
                    }
                }
            }
            for i in (0..n).filter(|&i| unaccounted[i]) {
                self.branch_operand(ctx, op, i);
            }
            return;
        }
        let operands: Vec<Value> = ctx.ir.operands(op).collect();
        self.transfer(ctx, op, &operands);
    }

    /// MLIR's `LivenessAnalysis::visitOperation` for `operands` of `op`.
    fn transfer(&mut self, ctx: &Context, op: Op, operands: &[Value]) {
        for r in ctx.ir.results(op) {
            self.touch(r);
        }
        let return_like = ctx.op_traits(op).contains(OpTraits::RETURN_LIKE);
        let any_live = ctx.ir.results(op).any(|r| self.truly_live(r));
        if !self.is_free(op) || return_like || any_live {
            for &v in operands {
                self.mark_live(ctx, v);
            }
        }
    }

    /// A branch operand that is not forwarded (a condition, a loop bound).
    fn branch_operand(&mut self, ctx: &Context, op: Op, i: usize) {
        let v = ctx.ir.operand(op, i);
        let terminator = as_region_branch(ctx, &op).is_none() && as_branch_op(ctx, &op).is_none();
        let owner = if terminator {
            ctx.ir.parent_op(op).unwrap_or(op)
        } else {
            op
        };
        let may_live = if as_branch_op(ctx, &op).is_some() {
            true
        } else if ctx.ir.num_results(owner) != 0 {
            ctx.ir.results(owner).any(|r| self.truly_live(r))
        } else {
            ctx.ir.op(owner).regions.iter().any(|&r| {
                ctx.ir
                    .region_blocks(r)
                    .any(|b| ctx.ir.block_ops(b).any(|x| !self.is_free(x)))
            })
        };
        if may_live {
            self.mark_live(ctx, v);
        }
        self.transfer(ctx, op, &[v]);
        if terminator {
            self.transfer(ctx, owner, &[v]);
        }
    }
}

/// When `op` ends a block of a region of a region branch op (a terminator without
/// successors): that op and the region.
fn region_terminator(ctx: &Context, op: Op) -> Option<(Op, crate::ir::Region)> {
    if !ctx.ir.op(op).successors.is_empty() || !ctx.op_traits(op).contains(OpTraits::TERMINATOR) {
        return None;
    }
    let region = ctx.ir.block_parent(ctx.ir.op_parent(op)?)?;
    let parent = ctx.ir.region_parent(region)?;
    as_region_branch(ctx, &parent)?;
    terminator_successor_operands(ctx, op, RegionPoint::Parent)?;
    Some((parent, region))
}

/// What the walk decided, applied afterwards in MLIR's order.
#[derive(Default)]
struct Cleanup {
    ops: Vec<Op>,
    /// (op, operand indices to replace by `ub.poison`)
    poison: Vec<(Op, Vec<bool>)>,
    /// (block, dead argument flags)
    blocks: Vec<(Block, Vec<bool>)>,
    /// (branch, successor index, dead forwarded operand flags)
    successor_operands: Vec<(Op, usize, Vec<bool>)>,
}

impl DeadSet {
    fn has(&self, v: Value) -> bool {
        self.0.contains_key(&v)
    }
}

/// Whether `v` is dead for the walk: dropped already, or dead by the analysis.
fn is_dead(l: &Liveness<'_>, dead: &DeadSet, v: Value) -> bool {
    dead.has(v) || !l.is_live(v)
}

fn collect(ctx: &Context, op: Op, l: &Liveness<'_>, dead: &mut DeadSet, list: &mut Cleanup) {
    if let Some(branch) = as_region_branch(ctx, &op) {
        let _ = branch;
        if l.is_free(op) && ctx.ir.results(op).all(|r| is_dead(l, dead, r)) {
            list.ops.push(op);
            return;
        }
        let Some(edges) = edges(ctx, op) else {
            return;
        };
        // each forwarded operand slot and every input it reaches, in first-seen order
        let mut slots: Vec<(Op, usize)> = Vec::new();
        let mut inputs: FxHashMap<(Op, usize), Vec<Value>> = FxHashMap::default();
        for e in &edges {
            for (&slot, &input) in e.operands.iter().zip(&e.inputs) {
                let entry = inputs.entry(slot).or_insert_with(|| {
                    slots.push(slot);
                    Vec::new()
                });
                entry.push(input);
            }
        }
        let mut per_op: Vec<(Op, Vec<bool>)> = Vec::new();
        for slot in slots {
            let (owner, i) = slot;
            let v = ctx.ir.operand(owner, i);
            let all_dead = inputs[&slot].iter().all(|&x| is_dead(l, dead, x));
            if is_dead(l, dead, v) || all_dead {
                let k = match per_op.iter().position(|(o, _)| *o == owner) {
                    Some(k) => k,
                    None => {
                        per_op.push((owner, vec![false; ctx.ir.num_operands(owner)]));
                        per_op.len() - 1
                    }
                };
                per_op[k].1[i] = true;
            }
        }
        list.poison.extend(per_op);
        return;
    }
    if let Some(b) = as_branch_op(ctx, &op) {
        let n = ctx.ir.num_operands(op);
        let mut non_forwarded_dead: Vec<bool> =
            ctx.ir.operands(op).map(|v| is_dead(l, dead, v)).collect();
        let successors = ctx.ir.op(op).successors.to_vec();
        for k in 0..successors.len() {
            for i in b.successor_operands(ctx, k) {
                if i < n {
                    non_forwarded_dead[i] = false;
                }
            }
        }
        if non_forwarded_dead.iter().any(|&d| d) {
            list.ops.push(op);
            return;
        }
        for (k, &s) in successors.iter().enumerate() {
            let flags: Vec<bool> = b
                .successor_operands(ctx, k)
                .map(|i| is_dead(l, dead, ctx.ir.operand(op, i)))
                .collect();
            for (&arg, &d) in ctx.ir.block_args(s).iter().zip(&flags) {
                if d {
                    dead.0.insert(arg, ());
                }
            }
            list.blocks.push((s, flags.clone()));
            list.successor_operands.push((op, k, flags));
        }
        return;
    }
    let traits = ctx.op_traits(op);
    if traits.contains(OpTraits::TERMINATOR) {
        return;
    }
    // a simple op
    let dead_operand = ctx.ir.operands(op).any(|v| is_dead(l, dead, v));
    if !dead_operand && (!l.is_free(op) || ctx.ir.results(op).any(|r| !is_dead(l, dead, r))) {
        return;
    }
    list.ops.push(op);
    for r in ctx.ir.results(op) {
        dead.0.insert(r, ());
    }
}

impl Cleanup {
    fn apply(self, ctx: &mut Context) {
        // 1. block arguments (the first list seen for a block decides)
        for (b, flags) in &self.blocks {
            if ctx.ir.block_args(*b).len() != flags.len() {
                continue;
            }
            for i in (0..flags.len()).rev() {
                if flags[i] {
                    let arg = ctx.ir.block_args(*b)[i];
                    drop_uses(ctx, arg);
                    ctx.ir.erase_block_arg(*b, i);
                }
            }
        }
        // 2. successor operands
        for (op, k, flags) in &self.successor_operands {
            let Some(b) = as_branch_op(ctx, op) else {
                continue;
            };
            if b.successor_operands(ctx, *k).len() != flags.len() {
                continue;
            }
            for i in (0..flags.len()).rev() {
                if flags[i] {
                    b.erase_successor_operand(ctx, *k, i);
                }
            }
        }
        // 4. operands replaced by poison
        let mut poisons = Vec::new();
        for (op, flags) in &self.poison {
            for (i, &d) in flags.iter().enumerate() {
                if !d || i >= ctx.ir.num_operands(*op) {
                    continue;
                }
                let v = ctx.ir.operand(*op, i);
                let ty = ctx.ir.value_type(v);
                let loc = ctx.ir.op(*op).loc;
                let name = ctx.symbol("ub.poison");
                let mut st = OperationState::new(ctx, name, loc);
                st.result_types.push(ty);
                let p = ctx.create_op(st);
                ctx.ir.insert_op_before(*op, p);
                let pv = ctx.ir.result(p, 0);
                ctx.ir.set_operand(*op, i, pv);
                poisons.push(p);
            }
        }
        // 6. ops (terminators become `ub.unreachable`)
        for &op in &self.ops {
            if ctx.ir.op_parent(op).is_none() {
                continue;
            }
            if ctx.op_traits(op).contains(OpTraits::TERMINATOR) {
                let loc = ctx.ir.op(op).loc;
                let name = ctx.symbol("ub.unreachable");
                let st = OperationState::new(ctx, name, loc);
                let u = ctx.create_op(st);
                ctx.ir.insert_op_before(op, u);
            }
            for r in ctx.ir.results(op).collect::<Vec<_>>() {
                drop_uses(ctx, r);
            }
            drop_nested_uses(ctx, op);
            ctx.ir.erase_op(op);
        }
        // 7. unused poison
        for p in poisons {
            if ctx.ir.op_parent(p).is_some() && !ctx.ir.has_uses(ctx.ir.result(p, 0)) {
                ctx.ir.erase_op(p);
            }
        }
    }
}

/// MLIR's `dropAllUses`: the users (which are erased later) read a placeholder instead.
fn drop_uses(ctx: &mut Context, v: Value) {
    if !ctx.ir.has_uses(v) {
        return;
    }
    let ty = ctx.ir.value_type(v);
    let loc = ctx.common.unknown_loc;
    let p = ctx.ir.create_placeholder(ty, loc);
    ctx.ir.replace_all_uses_with(v, p);
}

/// The values defined inside `op`'s regions lose their uses outside it.
fn drop_nested_uses(ctx: &mut Context, op: Op) {
    if ctx.ir.op(op).regions.is_empty() {
        return;
    }
    for o in walk_nested(ctx, op, true) {
        for r in ctx.ir.results(o).collect::<Vec<_>>() {
            drop_uses(ctx, r);
        }
    }
}
