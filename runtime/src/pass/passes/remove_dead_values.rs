//! `remove-dead-values` (MLIR's `RemoveDeadValues`): erases values that liveness analysis
//! proves unused, with the ops computing them.
//!
//! The liveness analysis ([`Liveness`]) runs backwards over the blocks the SCCP solver
//! ([`super::sccp::Solver`], MLIR's dead code analysis with constant propagation) finds
//! executable. A value is live when it is an operand of an op with memory effects or of a
//! `ReturnLike` op whose parent is neither a region branch op nor a callable, when it is used
//! to compute a live value, when it is forwarded (by a branch, a region branch op, a region
//! terminator, a call or a return) to a live block argument or result, or when it is a
//! branch operand that is not forwarded (a condition) and (for `cf` branches) always, (for a
//! region branch op or its terminators) when the op has a live result or, for an op without
//! results, when one of its regions holds an op with memory effects. Calls are followed as
//! MLIR's inter-procedural analysis does:
//! - a call whose callee resolves to a callable with a body forwards its argument operands to
//!   the callee's entry block arguments (its other operands are live); every operand of a call
//!   to a declaration is live; a call whose callee is no callable (`func.call_indirect`
//!   through `func.constant`) is an ordinary op with memory effects;
//! - a return-like op directly in a callable forwards its operands to the results of the
//!   callable's live known calls, or they are all live when the solver says some callers are
//!   unknown (public functions, functions used by something other than a call).
//!
//! Values the analysis never reached (in unreachable code, or unused) are dead.
//!
//! A post-order walk then collects, as MLIR 22 does:
//! - private (or nested) functions with a body whose every use is a call: the dead entry
//!   block arguments go from the signature, the entry block and the argument operands of
//!   every call; the results that are dead at every call go from the signature, the calls and
//!   the operands of every return-like terminator of the body that returns as many values as
//!   the function has results (the values they returned may stay live); `arg_attrs` and
//!   `res_attrs` follow, and go when only empty dictionaries remain;
//! - simple ops (neither functions, region branch ops, branch ops, terminators nor calls)
//!   with a dead operand, or free of memory effects with only dead results: erased;
//! - region branch ops free of memory effects with only dead results: erased; otherwise the
//!   forwarded operands (of the op and of its region terminators) whose value is dead or
//!   whose every successor input is dead are replaced by `ub.poison`;
//! - branch ops with a dead operand that is not forwarded: replaced by `ub.unreachable`;
//!   otherwise, per successor, the dead forwarded operands and (for the first branch seen
//!   per block) the matching block arguments are erased.
//!
//! and cleans up in MLIR's order: block arguments, successor operands, function signatures,
//! operands (call arguments and returned values erased, region branch operands replaced by
//! poison), call results, ops, then the unused poison ops it created. A use of an erased
//! value that nothing erases (a call in unreachable code whose result goes) is left dropped,
//! and the verifier reports it (`null operand found`), as mlir-opt does.
//!
//! mlir-opt 22 crashes on a private function that a non-call op uses (`func.constant`) when
//! it would change its signature; such functions are left alone here, as later MLIR does.
//!
//! With `canonicalize` (the default), the region branch ops are then canonicalized with
//! their own patterns, by MLIR's `applyOpPatternsGreedily` with its default configuration: the
//! ops the rewrites reach inside the innermost region enclosing them are simplified too.

use crate::analysis::calls::{
    as_call_op, as_callable_op, call_callee, callable_region, is_potentially_unknown_symbol_table,
    symbol_refs_of, Callee, SymbolTables,
};
use crate::analysis::cfg::as_branch_op;
use crate::analysis::effects::own_memory_effect_free;
use crate::analysis::region_branch::{
    as_region_branch, edges, terminator_successor_operands, terminator_successor_regions,
    RegionPoint,
};
use crate::analysis::symbols::{attr_named, set_attr_named};
use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::context::{Context, FxHashMap};
use crate::ir::diagnostics::Diagnostic;
use crate::ir::ops::OperationState;
use crate::ir::registry::OpTraits;
use crate::ir::types::Type;
use crate::ir::{Block, Op, Value, ValueDef};
use crate::ods::function::signature;
use crate::pass::options::{option_text, parse_option, print_options};
use crate::pass::PassFailure;
use crate::pass::{OptionError, OptionInfo, Pass, PassInfo, PassResult, PassState};
use crate::transforms::rewrite::{
    apply_op_patterns_greedily, canonicalization_patterns, walk_nested,
};

use super::sccp::{visibility, Solver, Visibility};

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
        let users = SymbolUsers::new(ctx, op);
        let mut list = Cleanup::default();
        let mut dead = DeadSet::default();
        let mut order = walk_nested(ctx, op, false);
        order.push(op);
        for o in order {
            collect(ctx, o, &liveness, &users, &mut dead, &mut list);
        }
        list.apply(ctx);
        if !self.canonicalize {
            return Ok(());
        }
        // the region branch ops are canonicalized (their own patterns, MLIR's default config)
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
    /// the callable op each call resolves to (through the symbol tables, or an indirect
    /// callee's defining op)
    call_targets: FxHashMap<Op, Op>,
    /// the calls resolving to each callable
    callers: FxHashMap<Op, Vec<Op>>,
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
        let mut call_targets = FxHashMap::default();
        let mut callers: FxHashMap<Op, Vec<Op>> = FxHashMap::default();
        let mut symbols = SymbolTables::new();
        for &o in order.iter().chain(std::iter::once(&top)) {
            if let Some(target) = resolve_callable(ctx, &mut symbols, o) {
                call_targets.insert(o, target);
                callers.entry(target).or_default().push(o);
            }
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
            call_targets,
            callers,
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

    /// After the fixpoint: the block arguments the analysis never reached are dead too.
    fn finish(&mut self, ctx: &Context, top: Op) {
        let mut order = walk_nested(ctx, top, false);
        order.push(top);
        for o in order {
            for &r in ctx.ir.op(o).regions.iter() {
                for b in ctx.ir.region_blocks(r) {
                    for &a in ctx.ir.block_args(b) {
                        self.touch(a);
                    }
                }
            }
        }
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
                // the callee's returns forward into a call's results
                if let Some(&callable) = self.call_targets.get(&op) {
                    self.enqueue_terminators(ctx, callable);
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
                    // calls forward their arguments into a callable's entry block
                    if let Some(calls) = parent.and_then(|p| self.callers.get(&p)) {
                        for c in calls.clone() {
                            self.enqueue(c);
                        }
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
        self.finish(ctx, top);
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
        if let Some(&callable) = self.call_targets.get(&op) {
            return self.visit_call(ctx, op, callable);
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
        if let Some(callable) = callable_return(ctx, op) {
            return self.visit_return(ctx, op, callable);
        }
        let operands: Vec<Value> = ctx.ir.operands(op).collect();
        self.transfer(ctx, op, &operands);
    }

    /// A call to `callable`: its argument operands meet the callee's entry block arguments;
    /// the other operands, and every operand of a call to a declaration, are live.
    fn visit_call(&mut self, ctx: &Context, op: Op, callable: Op) {
        let n = ctx.ir.num_operands(op);
        let entry = callable_region(ctx, callable).and_then(|r| ctx.ir.first_block(r));
        let Some(entry) = entry else {
            for i in 0..n {
                self.mark_live(ctx, ctx.ir.operand(op, i));
            }
            return;
        };
        let range = as_call_op(ctx, &op).map_or(0..0, |c| c.arg_operands(ctx));
        let args = ctx.ir.block_args(entry);
        let mut unaccounted = vec![true; n];
        for (i, &arg) in range.zip(args) {
            if i < n {
                self.meet(ctx, ctx.ir.operand(op, i), arg);
                unaccounted[i] = false;
            }
        }
        for i in (0..n).filter(|&i| unaccounted[i]) {
            self.mark_live(ctx, ctx.ir.operand(op, i));
        }
    }

    /// A return-like terminator of `callable`'s body: its operands meet the results of the
    /// callable's known callers, or are live when some callers are unknown.
    fn visit_return(&mut self, ctx: &Context, op: Op, callable: Op) {
        let operands: Vec<Value> = ctx.ir.operands(op).collect();
        if self.exec.has_unknown_callers(callable) {
            for v in operands {
                self.mark_live(ctx, v);
            }
            return;
        }
        for &call in self.exec.known_callers(callable) {
            for (&v, r) in operands.iter().zip(ctx.ir.results(call)) {
                self.meet(ctx, v, r);
            }
        }
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

/// The callable op `op` calls, when it is a call that resolves to one (MLIR's
/// `resolveCallableInTable`).
fn resolve_callable(ctx: &Context, symbols: &mut SymbolTables, op: Op) -> Option<Op> {
    let target = match call_callee(ctx, op)? {
        Callee::Symbol(s) => symbols.lookup_nearest(ctx, op, s)?,
        Callee::Value(v) => v.owner_op(ctx)?,
    };
    as_callable_op(ctx, &target)?;
    Some(target)
}

/// The callable whose body `op` returns from, when `op` is a return-like op directly in a
/// callable op.
fn callable_return(ctx: &Context, op: Op) -> Option<Op> {
    if !ctx.op_traits(op).contains(OpTraits::RETURN_LIKE) {
        return None;
    }
    let parent = ctx.ir.parent_op(op)?;
    as_callable_op(ctx, &parent)?;
    Some(parent)
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
    /// (function, dead argument flags, dead result flags)
    functions: Vec<(Op, Vec<bool>, Vec<bool>)>,
    /// (call, its callee's dead argument flags)
    call_args: Vec<(Op, Vec<bool>)>,
    /// (return, operand flags to erase)
    erased_operands: Vec<(Op, Vec<bool>)>,
    /// (call, result flags to erase)
    results: Vec<(Op, Vec<bool>)>,
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

/// What the walk does with `op` (MLIR's `processFuncOp`, `processRegionBranchOp`,
/// `processBranchOp`, `processSimpleOp`; terminators and calls are left to their parents and
/// callees).
fn collect(
    ctx: &Context,
    op: Op,
    l: &Liveness<'_>,
    users: &SymbolUsers,
    dead: &mut DeadSet,
    list: &mut Cleanup,
) {
    if is_function(ctx, op) {
        return collect_function(ctx, op, l, users, dead, list);
    }
    if as_region_branch(ctx, &op).is_some() {
        return collect_region_branch(ctx, op, l, dead, list);
    }
    if as_branch_op(ctx, &op).is_some() {
        return collect_branch(ctx, op, l, dead, list);
    }
    let traits = ctx.op_traits(op);
    if traits.contains(OpTraits::TERMINATOR) || as_call_op(ctx, &op).is_some() {
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

/// A private function whose every use is a call: the dead arguments leave its signature and
/// its calls; the results no call uses leave its signature, its returns and its calls.
fn collect_function(
    ctx: &Context,
    f: Op,
    l: &Liveness<'_>,
    users: &SymbolUsers,
    dead: &mut DeadSet,
    list: &mut Cleanup,
) {
    if visibility(ctx, f) == Visibility::Public {
        return;
    }
    let Some(region) = callable_region(ctx, f) else {
        return;
    };
    let Some(entry) = ctx.ir.first_block(region) else {
        return;
    };
    let Some(calls) = users.calls_of(ctx, f) else {
        return;
    };
    let dead_args: Vec<bool> = ctx
        .ir
        .block_args(entry)
        .iter()
        .map(|&a| is_dead(l, dead, a))
        .collect();
    for (&a, &d) in ctx.ir.block_args(entry).iter().zip(&dead_args) {
        if d {
            dead.0.insert(a, ());
        }
    }
    if dead_args.iter().any(|&d| d) {
        for &c in &calls {
            list.call_args.push((c, dead_args.clone()));
        }
    }
    let num_results = signature(ctx, f).map_or(0, |(_, r)| r.len());
    let mut dead_rets = vec![true; num_results];
    for &c in &calls {
        for (i, r) in ctx.ir.results(c).enumerate() {
            if i < num_results && !is_dead(l, dead, r) {
                dead_rets[i] = false;
            }
        }
    }
    for b in ctx.ir.region_blocks(region) {
        let Some(t) = ctx.ir.last_op(b) else {
            continue;
        };
        if ctx.op_traits(t).contains(OpTraits::RETURN_LIKE) && ctx.ir.num_operands(t) == num_results
        {
            list.erased_operands.push((t, dead_rets.clone()));
        }
    }
    list.functions.push((f, dead_args, dead_rets.clone()));
    if num_results == 0 {
        return;
    }
    for &c in &calls {
        for (r, &d) in ctx.ir.results(c).zip(&dead_rets) {
            if d {
                dead.0.insert(r, ());
            }
        }
        list.results.push((c, dead_rets.clone()));
    }
}

/// A region branch op: erased when free of effects with only dead results, otherwise its
/// dead forwarded operands become `ub.poison`.
fn collect_region_branch(
    ctx: &Context,
    op: Op,
    l: &Liveness<'_>,
    dead: &mut DeadSet,
    list: &mut Cleanup,
) {
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
}

/// A branch op: erased (for `ub.unreachable`) when an operand it does not forward is dead;
/// otherwise its dead forwarded operands and the matching block arguments are erased.
fn collect_branch(ctx: &Context, op: Op, l: &Liveness<'_>, dead: &mut DeadSet, list: &mut Cleanup) {
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
        // 3. function signatures
        for (f, args, rets) in &self.functions {
            erase_signature(ctx, *f, args, rets);
        }
        // 4. operands: call arguments and returned values erased, others replaced by poison
        for (call, flags) in &self.call_args {
            let Some(range) = as_call_op(ctx, call).map(|c| c.arg_operands(ctx)) else {
                continue;
            };
            let keep: Vec<Value> = ctx
                .ir
                .operands(*call)
                .enumerate()
                .filter(|&(i, _)| {
                    !(range.contains(&i) && flags.get(i - range.start) == Some(&true))
                })
                .map(|(_, v)| v)
                .collect();
            ctx.ir.set_operands(*call, &keep);
        }
        for (op, flags) in &self.erased_operands {
            if !flags.iter().any(|&d| d) {
                continue;
            }
            let keep: Vec<Value> = ctx
                .ir
                .operands(*op)
                .enumerate()
                .filter(|&(i, _)| flags.get(i) != Some(&true))
                .map(|(_, v)| v)
                .collect();
            ctx.ir.set_operands(*op, &keep);
        }
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
        // 5. call results
        for (call, flags) in &self.results {
            erase_results(ctx, *call, flags);
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

/// Erases the results of `op` (an op without regions or successors) that `flags` marks, after
/// dropping their uses: a new op with the other results takes its place (MLIR's
/// `eraseOpResults`).
fn erase_results(ctx: &mut Context, op: Op, flags: &[bool]) {
    if !flags.iter().any(|&d| d) || ctx.ir.op_parent(op).is_none() {
        return;
    }
    let results: Vec<Value> = ctx.ir.results(op).collect();
    let data = ctx.ir.op(op);
    if !data.regions.is_empty() || !data.successors.is_empty() {
        return;
    }
    let mut st = OperationState::new(ctx, data.name, data.loc);
    st.attrs = data.attrs;
    st.props = data.props.clone();
    st.operands = ctx.ir.operands(op).collect();
    let mut kept = Vec::new();
    for (i, &r) in results.iter().enumerate() {
        if flags.get(i) == Some(&true) {
            drop_uses(ctx, r);
        } else {
            st.result_types.push(ctx.ir.value_type(r));
            kept.push(r);
        }
    }
    let new = ctx.create_op(st);
    ctx.ir.insert_op_before(op, new);
    for (i, r) in kept.into_iter().enumerate() {
        let nr = ctx.ir.result(new, i);
        ctx.ir.replace_all_uses_with(r, nr);
    }
    ctx.ir.erase_op(op);
}

/// Erases the arguments and results `args` and `rets` mark from function `f`: its entry
/// block arguments (after dropping their uses), the inputs and results of its
/// `function_type`, and the matching entries of `arg_attrs` / `res_attrs` (removed when all
/// that remain are empty), as MLIR's `eraseArguments` and `eraseResults` do.
fn erase_signature(ctx: &mut Context, f: Op, args: &[bool], rets: &[bool]) {
    let (inputs, results) = match signature(ctx, f) {
        Some((i, r)) => (i.to_vec(), r.to_vec()),
        None => return,
    };
    let any_arg = args.iter().any(|&d| d);
    let any_ret = rets.iter().any(|&d| d);
    if !any_arg && !any_ret {
        return;
    }
    let entry = callable_region(ctx, f).and_then(|r| ctx.ir.first_block(r));
    if let (Some(entry), true) = (entry, any_arg) {
        for i in (0..args.len()).rev() {
            if args[i] && i < ctx.ir.block_args(entry).len() {
                let a = ctx.ir.block_args(entry)[i];
                drop_uses(ctx, a);
                ctx.ir.erase_block_arg(entry, i);
            }
        }
    }
    let keep = |ts: &[Type], flags: &[bool]| -> Vec<Type> {
        ts.iter()
            .enumerate()
            .filter(|&(i, _)| flags.get(i) != Some(&true))
            .map(|(_, &t)| t)
            .collect()
    };
    let ty = ctx.function_type(&keep(&inputs, args), &keep(&results, rets));
    let ty = ctx.type_attr(ty);
    set_attr_named(ctx, f, "function_type", Some(ty));
    if any_arg {
        erase_attr_dicts(ctx, f, "arg_attrs", args);
    }
    if any_ret {
        erase_attr_dicts(ctx, f, "res_attrs", rets);
    }
}

/// Erases the entries `flags` marks from the array of dictionaries `name` of `f`; the
/// attribute goes when every remaining dictionary is empty.
fn erase_attr_dicts(ctx: &mut Context, f: Op, name: &str, flags: &[bool]) {
    let Some(a) = attr_named(ctx, f, name) else {
        return;
    };
    let AttrKind::Array(items) = ctx.attr_kind(a) else {
        return;
    };
    let kept: Vec<Attribute> = items
        .iter()
        .enumerate()
        .filter(|&(i, _)| flags.get(i) != Some(&true))
        .map(|(_, &x)| x)
        .collect();
    let empty = kept.iter().all(|&d| ctx.dict_entries(d).is_empty());
    let value = if empty {
        None
    } else {
        Some(ctx.array_attr(&kept))
    };
    set_attr_named(ctx, f, name, value);
}

/// Whether `op` is function-like (MLIR's `FunctionOpInterface`): a callable symbol with a
/// `function_type`.
fn is_function(ctx: &Context, op: Op) -> bool {
    as_callable_op(ctx, &op).is_some()
        && ctx.op_traits(op).contains(OpTraits::SYMBOL)
        && signature(ctx, op).is_some()
}

/// The ops using each symbol under the pass's op (MLIR's `SymbolTable::getSymbolUses`): each
/// reference is resolved in the nearest symbol table around its user (the root, then the
/// nested references through the tables they name).
struct SymbolUsers {
    users: FxHashMap<Op, Vec<Op>>,
    /// false when an op that may be an unknown symbol table hides some uses
    known: bool,
}

impl SymbolUsers {
    fn new(ctx: &Context, top: Op) -> Self {
        let mut users: FxHashMap<Op, Vec<Op>> = FxHashMap::default();
        let mut known = true;
        let mut tables = SymbolTables::new();
        let mut refs = Vec::new();
        let mut order = walk_nested(ctx, top, true);
        order.insert(0, top);
        for o in order {
            if is_potentially_unknown_symbol_table(ctx, o) {
                known = false;
            }
            refs.clear();
            symbol_refs_of(ctx, o, &mut refs);
            if refs.is_empty() {
                continue;
            }
            let scope = if ctx.op_traits(o).contains(OpTraits::SYMBOL_TABLE) {
                ctx.ir.parent_op(o)
            } else {
                Some(o)
            };
            let Some(table) = scope.and_then(|s| SymbolTables::nearest_table(ctx, s)) else {
                continue;
            };
            for &(r, user) in &refs {
                let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(r) else {
                    continue;
                };
                let mut cur = tables.lookup_in(ctx, table, ctx.str(*root).as_bytes());
                let mut parts = nested.iter();
                while let Some(target) = cur {
                    let list = users.entry(target).or_default();
                    if list.last() != Some(&user) {
                        list.push(user);
                    }
                    cur = parts.next().and_then(|n| {
                        if ctx.op_traits(target).contains(OpTraits::SYMBOL_TABLE) {
                            tables.lookup_in(ctx, target, ctx.str(*n).as_bytes())
                        } else {
                            None
                        }
                    });
                }
            }
        }
        SymbolUsers { users, known }
    }

    /// The calls using symbol `f`, when every use is known and is a call.
    fn calls_of(&self, ctx: &Context, f: Op) -> Option<Vec<Op>> {
        if !self.known {
            return None;
        }
        let users = self.users.get(&f).map_or(&[][..], |u| &u[..]);
        if users.iter().any(|u| as_call_op(ctx, u).is_none()) {
            return None;
        }
        Some(users.to_vec())
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
