//! The IR verifier: structural invariants, SSA dominance and the per-op hooks of the registry,
//! checked in the order `mlir-opt` checks them and reported with its messages.
//!
//! Invariants, in check order:
//!
//! 1. **Op entrance** (every op, before its regions):
//!    - no operand is a dropped use, a placeholder left by an edit (`null operand found`);
//!    - each discardable attribute named after a dialect with a [`DialectAttrVerifier`] passes
//!      its `operation` check (MLIR's `Dialect::verifyOperationAttribute`);
//!    - a registered op with the `TERMINATOR` trait is the last op of its block
//!      (`'x' op must be the last operation in the parent block`);
//!    - a registered op with `SINGLE_BLOCK` has regions of 0 or 1 blocks
//!      (`'x' op expects region #i to have 0 or 1 blocks`);
//!    - the registry's `verify` hook (operand/result/attribute constraints, user checks);
//!    - a registered op with `GRAPH_REGIONS` has regions of 0 or 1 blocks
//!      (`'x' op expects graph region #i to have 0 or 1 blocks`);
//!    - the entry block of each region has no predecessors
//!      (`entry block of region may not have predecessors`, at the op).
//! 2. **Block entrance**: an empty block is only valid alone in a region of an op that may have
//!    no terminator (`NO_TERMINATOR`, or any unregistered op)
//!    (`empty block: expect at least a terminator`, at the region's op); only the last op of a
//!    block has successors (`operation with block successors must terminate its parent block`).
//! 3. Nested ops are verified depth first, in order. Ops with regions that are
//!    `ISOLATED_FROM_ABOVE` are deferred to their parent's exit and then verified completely
//!    (structure and dominance) one after the other; a failure in one does not stop its
//!    siblings (as mlir-opt's parallel verifier reports all of them). Many siblings (the
//!    functions of a module) are verified on several threads in contiguous chunks, their
//!    diagnostics reported in sibling order: the result is the same as one after the other.
//! 4. **Block exit**: successors are blocks of the same region
//!    (`'x' op branching to block of a different region`); a block that must have a terminator
//!    ends with an op that may be one: a registered op with `TERMINATOR` or any unregistered op
//!    (`block with no terminator, has <op>`).
//! 5. **Op exit** (after nested ops): `ISOLATED_FROM_ABOVE` — no op nested in one of the op's
//!    regions uses a value defined outside that region (`'y' op using value defined outside the
//!    region` with note `required by region isolation constraints` at the isolated op); then the
//!    registry's `verify_regions` hook.
//! 6. **Dominance**, after everything above succeeded for a root op: in every region nested in
//!    it (not entering isolated ops, which are checked on their own), each operand of each op
//!    in a block reachable from its region's entry properly dominates the op. A block argument
//!    dominates its block and the blocks its block dominates; an op result dominates later ops
//!    of its block (any op of the block in a graph region: a single-block region of an
//!    unregistered op or of a `GRAPH_REGIONS` op; multi-block regions always follow SSA
//!    dominance) and ops of blocks its block properly dominates; a use in a nested
//!    region is judged at its ancestor op in the defining region. Dominators are computed per
//!    region with the Cooper–Harvey–Kennedy iterative algorithm; dominance is not checked in
//!    unreachable blocks (ops nested in them are still checked). The error is `operand #N does
//!    not dominate this use` with a note saying where the operand is defined.
//!
//! Checking stops at the first error of a root op (as MLIR does). Everything is iterative, so any
//! nesting depth is fine. Operand/successor counts against block arguments are the
//! branch ops' own `verify` hooks' job.

use crate::ir::attributes::{Attribute, Location};
use crate::ir::context::{Context, FxHashMap, Symbol};
use crate::ir::diagnostics::{DiagLoc, Diagnostic, Severity};
use crate::ir::registry::OpTraits;
use crate::ir::{Block, Op, Region, Value, ValueDef};

/// Prints an operation for a diagnostic (generic form, names local to the nearest isolated op).
pub type OpPrinter = fn(&Context, Op) -> String;

/// Verifier options.
#[derive(Clone, Copy, Default)]
pub struct VerifyOptions {
    /// When set, errors reported on an op get the note `see current operation: <op>` that
    /// mlir-opt attaches (it does so unless `--verify-diagnostics` is given), and
    /// `block with no terminator, has <op>` prints the op with it (generic form otherwise).
    pub op_printer: Option<OpPrinter>,
}

impl VerifyOptions {
    /// mlir-opt's default: errors on ops carry `see current operation: <op>` notes, printed in
    /// generic form by [`crate::text::printer::ops::print_op_local`].
    pub fn with_current_op_notes() -> Self {
        VerifyOptions {
            op_printer: Some(print_current_op),
        }
    }
}

// `PrintFlags` is set field by field so that flags added later keep their defaults.
#[allow(clippy::field_reassign_with_default)]
fn print_current_op(ctx: &Context, op: Op) -> String {
    let mut flags = crate::text::printer::PrintFlags::default();
    flags.generic = true;
    crate::text::printer::ops::print_op_local(ctx, op, flags)
}

/// Verifies `op` and everything nested in it. Returns the diagnostics on failure (without the
/// `see current operation` notes; see [`verify_with`] and [`VerifyOptions`]).
pub fn verify(ctx: &Context, op: Op) -> Result<(), Vec<Diagnostic>> {
    verify_with(ctx, op, VerifyOptions::default())
}

/// [`verify`] with options.
pub fn verify_with(ctx: &Context, op: Op, opts: VerifyOptions) -> Result<(), Vec<Diagnostic>> {
    // verification only reads the IR: symbol tables can be read once and cached
    let _symbols = crate::ods::function::SymbolCacheScope::new();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut v = Verifier::new(ctx, opts, threads.min(MAX_THREADS));
    if v.run(op) {
        Ok(())
    } else {
        if v.diags.is_empty() {
            v.diags.push(Diagnostic::error(
                DiagLoc::Loc(ctx.ir.op(op).loc),
                "verification failed",
            ));
        }
        Err(v.diags)
    }
}

/// A unit of verification work on the explicit stack.
#[derive(Clone, Copy)]
enum Task {
    EnterOp(Op),
    ExitOp(Op),
    EnterBlock(Block),
    /// the ops of a block from this one on: ops without regions are verified in place, the
    /// first one with regions gets its own tasks
    Ops(Op),
    ExitBlock(Block),
    /// the end of the isolated children of `op` (index into `group_failed`): region invariants
    FinishOp(Op, usize),
    /// the dominance check of a root op
    Dominance(Op),
    /// marks the start of an isolated child's work; failures unwind to here
    Boundary(usize),
}

/// Dominator tree of one region.
struct DomTree {
    /// block -> (preorder number, last preorder number in its subtree) for reachable blocks
    interval: FxHashMap<Block, (u32, u32)>,
}

impl DomTree {
    fn reachable(&self, b: Block) -> bool {
        self.interval.contains_key(&b)
    }
    /// LLVM's `properlyDominates` on blocks: unreachable blocks are dominated by everything.
    fn properly_dominates(&self, a: Block, b: Block) -> bool {
        if a == b {
            return false;
        }
        let Some(&(bi, _)) = self.interval.get(&b) else {
            return true;
        };
        let Some(&(ai, aend)) = self.interval.get(&a) else {
            return false;
        };
        ai < bi && bi <= aend
    }
}

struct Verifier<'c> {
    ctx: &'c Context,
    opts: VerifyOptions,
    diags: Vec<Diagnostic>,
    /// the ops the dominance walk has reached (in order, so an op of the current op's block
    /// precedes it iff it is marked; pooled: a verification per function costs nothing per op
    /// of the whole IR)
    visited: crate::ir::marks::ScratchMarks,
    domtrees: FxHashMap<Region, DomTree>,
    group_failed: Vec<bool>,
    /// the work list of [`Verifier::run`], kept for its buffer
    stack: Vec<Task>,
    /// dominance walk: the op being visited at each nesting level
    path_ops: Vec<Op>,
    /// dominance walk: the level whose ops are in each region on the current path
    path_regions: FxHashMap<Region, usize>,
    /// threads this verifier may use for isolated siblings (1: everything on this thread)
    threads: usize,
}

/// At most this many threads verify isolated siblings together.
const MAX_THREADS: usize = 8;

/// Isolated siblings (functions of a module) are verified on several threads when there are
/// at least this many of them; fewer are not worth a thread.
const PARALLEL_MIN_SIBLINGS: usize = 64;

/// Where diagnostics about `op` point: its location.
pub fn op_loc(ctx: &Context, op: Op) -> DiagLoc {
    DiagLoc::Loc(ctx.ir.op(op).loc)
}

/// MLIR's `op.emitOpError(msg)` for op verifiers ([`crate::ir::registry::VerifyFn`]): an error at
/// the op's location reading `'dialect.name' op msg`. The verifier attaches the
/// "see current operation" note itself.
pub fn op_error(ctx: &Context, op: Op, msg: &str) -> Diagnostic {
    let name = ctx.str(ctx.ir.op(op).name);
    Diagnostic::error(op_loc(ctx, op), format!("'{name}' op {msg}"))
}

/// The message prefix of the note [`op_error_on`] attaches to name the op a diagnostic is
/// about; the verifier replaces that note with the op's "see current operation" note (or
/// drops it when those notes are off).
const CURRENT_OP_MARKER: &str = "\u{0}current op #";

/// MLIR's `other->emitOpError(msg)` called from the verifier of another op (`scf.parallel`
/// reporting on its `scf.reduce`): like [`op_error`] on `other`, and the verifier attaches the
/// "see current operation" note of `other` rather than of the op whose hook returned it.
pub fn op_error_on(ctx: &Context, other: Op, msg: &str) -> Diagnostic {
    let mut d = op_error(ctx, other, msg);
    d.notes.push(Diagnostic {
        severity: Severity::Note,
        loc: op_loc(ctx, other),
        message: format!("{CURRENT_OP_MARKER}{}", other.index()),
        notes: Vec::new(),
    });
    d
}

/// The message of the marker note [`preceded_by`] attaches.
const PRECEDING_MARKER: &str = "\u{0}preceding error";

/// `d` reported right after the separate error `first`, for verifiers that emit two errors
/// (the check `InferTypeOpInterface` adds: `inferred type(s) ... are incompatible ...` at the
/// op's location, then the op's `failed to infer returned types` with its current-operation
/// note). `first` travels in a marker note, and the verifier emits it on its own before `d`;
/// a `first` made by [`error_on`] gets its op's "see current operation" note there (MLIR's
/// `typesMatchAfterBufferization` reporting `shapes do not match` before its trait's error).
pub fn preceded_by(mut d: Diagnostic, first: Diagnostic) -> Diagnostic {
    d.notes.push(Diagnostic {
        severity: Severity::Note,
        loc: first.loc,
        message: PRECEDING_MARKER.to_string(),
        notes: vec![first],
    });
    d
}

/// A dialect's checks of the discardable attributes named after it (MLIR's
/// `Dialect::verifyOperationAttribute` and `Dialect::verifyRegionArgAttribute`), registered as
/// a dialect interface model ([`Context::add_dialect_interface`]). A dialect without one
/// accepts every such attribute, as MLIR's defaults do.
pub struct DialectAttrVerifier {
    /// checks attribute `name` = `value` in the attribute dictionary of `op`
    pub operation: Option<OpAttrCheck>,
    /// checks attribute `name` = `value` on argument `arg` of region `region` of `op` (the
    /// argument attributes of a function-like op)
    pub region_arg: Option<RegionArgAttrCheck>,
}

/// [`DialectAttrVerifier::operation`]: `(ctx, op, name, value)`.
pub type OpAttrCheck = fn(&Context, Op, Symbol, Attribute) -> Result<(), Diagnostic>;

/// [`DialectAttrVerifier::region_arg`]: `(ctx, op, region, arg, name, value)`.
pub type RegionArgAttrCheck =
    fn(&Context, Op, usize, usize, Symbol, Attribute) -> Result<(), Diagnostic>;

/// The [`DialectAttrVerifier`] of the loaded dialect that attribute name `name` is prefixed
/// with (`bufferization.writable` names `bufferization`).
fn attr_verifier(ctx: &Context, name: Symbol) -> Option<&'static DialectAttrVerifier> {
    let (ns, _) = ctx.str(name).split_once('.')?;
    let d = ctx.registry.dialect(ctx.lookup_symbol(ns)?)?;
    ctx.registry.dialect_interface::<DialectAttrVerifier>(d)
}

/// Runs the dialect check of discardable attribute `name` = `value` of `op` (see
/// [`DialectAttrVerifier::operation`]).
pub fn verify_dialect_op_attr(
    ctx: &Context,
    op: Op,
    name: Symbol,
    value: Attribute,
) -> Result<(), Diagnostic> {
    match attr_verifier(ctx, name).and_then(|v| v.operation) {
        Some(check) => check(ctx, op, name, value),
        None => Ok(()),
    }
}

/// Runs the dialect check of attribute `name` = `value` on argument `arg` of region `region`
/// of `op` (see [`DialectAttrVerifier::region_arg`]).
pub fn verify_dialect_region_arg_attr(
    ctx: &Context,
    op: Op,
    (region, arg): (usize, usize),
    name: Symbol,
    value: Attribute,
) -> Result<(), Diagnostic> {
    match attr_verifier(ctx, name).and_then(|v| v.region_arg) {
        Some(check) => check(ctx, op, region, arg, name, value),
        None => Ok(()),
    }
}

/// MLIR's `other->emitError(msg)` from the verifier of another op (a symbol table reporting a
/// redefined symbol): an error at `other` without the `'name' op` prefix, whose "see current
/// operation" note shows `other`.
pub fn error_on(ctx: &Context, other: Op, msg: &str) -> Diagnostic {
    let mut d = Diagnostic::error(op_loc(ctx, other), msg.to_string());
    d.notes.push(Diagnostic {
        severity: Severity::Note,
        loc: op_loc(ctx, other),
        message: format!("{CURRENT_OP_MARKER}{}", other.index()),
        notes: Vec::new(),
    });
    d
}

/// Resolves the marker note that [`op_error_on`] and [`error_on`] leave in a diagnostic
/// reported outside the verifier (by a pass): the marker becomes the `see current operation`
/// note printed by `opts.op_printer` (first among the notes, as mlir-opt attaches it), or is
/// dropped when `opts` prints no such notes. Diagnostics without a marker are left alone.
pub fn resolve_current_op_note(ctx: &Context, d: &mut Diagnostic, opts: VerifyOptions) {
    let Some(i) = d
        .notes
        .iter()
        .position(|n| n.message.starts_with(CURRENT_OP_MARKER))
    else {
        return;
    };
    let marker = d.notes.remove(i);
    let Ok(index) = marker.message[CURRENT_OP_MARKER.len()..].parse::<usize>() else {
        return;
    };
    let op = Op::from_index(index);
    if let Some(print) = opts.op_printer {
        let text = print(ctx, op);
        let sep = if text.contains('\n') { "\n" } else { "" };
        d.notes.insert(
            0,
            Diagnostic {
                severity: Severity::Note,
                loc: op_loc(ctx, op),
                message: format!("see current operation: {sep}{text}"),
                notes: Vec::new(),
            },
        );
    }
}

impl<'c> Verifier<'c> {
    fn new(ctx: &'c Context, opts: VerifyOptions, threads: usize) -> Self {
        Verifier {
            ctx,
            opts,
            diags: Vec::new(),
            visited: crate::ir::marks::ScratchMarks::take(),
            domtrees: FxHashMap::default(),
            group_failed: Vec::new(),
            stack: Vec::new(),
            path_ops: Vec::new(),
            path_regions: FxHashMap::default(),
            threads,
        }
    }

    /// Verifies the isolated siblings `ops` completely (structure, then dominance), as the
    /// sequential walk does one after the other, split over `self.threads` threads in
    /// contiguous chunks. Every chunk's diagnostics are appended in sibling order, so the
    /// result does not depend on the split. Returns whether any of them failed.
    fn verify_isolated_in_parallel(&mut self, ops: &[Op]) -> bool {
        let ctx = self.ctx;
        let opts = self.opts;
        let chunk = ops.len().div_ceil(self.threads);
        let verify_chunk = move |part: &[Op]| -> (bool, Vec<Diagnostic>) {
            let _symbols = crate::ods::function::SymbolCacheScope::new();
            let mut failed = false;
            let mut v = Verifier::new(ctx, opts, 1);
            for &o in part {
                failed |= !v.run(o);
            }
            (failed, v.diags)
        };
        let results: Vec<(bool, Vec<Diagnostic>)> = std::thread::scope(|scope| {
            let mut parts = ops.chunks(chunk);
            let first = parts.next().unwrap_or(&[]);
            let spawned: Vec<_> = parts
                .map(|part| {
                    let handle = std::thread::Builder::new()
                        .name("ods-verify".into())
                        .stack_size(64 << 20)
                        .spawn_scoped(scope, move || verify_chunk(part));
                    (part, handle)
                })
                .collect();
            let mut results = vec![verify_chunk(first)];
            for (part, handle) in spawned {
                // a thread that could not start (or died) leaves its chunk to this one
                let joined = handle.ok().and_then(|h| h.join().ok());
                results.push(joined.unwrap_or_else(|| verify_chunk(part)));
            }
            results
        });
        let mut failed = false;
        for (f, diags) in results {
            failed |= f;
            self.diags.extend(diags);
        }
        failed
    }

    fn name(&self, op: Op) -> &'c str {
        self.ctx.str(self.ctx.ir.op(op).name)
    }

    /// The namespace of `op`'s dialect when the op is not registered but its dialect is, and
    /// the dialect does not allow unknown operations (MLIR's `verifyOnEntry`; no bundled
    /// dialect allows them, with or without `--allow-unregistered-dialect`).
    fn dialect_of_unknown_op(&self, op: Op) -> Option<&'c str> {
        let ctx = self.ctx;
        let name = ctx.str(ctx.ir.op(op).name);
        let (ns, _) = name.split_once('.')?;
        let d = ctx.registry.dialect(ctx.lookup_symbol(ns)?)?;
        let info = &ctx.registry.dialects[d as usize];
        (!info.allows_unknown_ops).then_some(ns)
    }

    fn registered(&self, op: Op) -> bool {
        self.ctx.ir.op(op).info.is_some()
    }

    fn traits(&self, op: Op) -> OpTraits {
        self.ctx.op_traits(op)
    }

    fn is_isolated(&self, op: Op) -> bool {
        self.traits(op).contains(OpTraits::ISOLATED_FROM_ABOVE)
    }

    /// `op.emitError(msg)`: an error at the op, with the current-operation note.
    fn op_error(&self, op: Op, msg: String) -> Diagnostic {
        let mut d = Diagnostic::error(op_loc(self.ctx, op), msg);
        self.attach_current_op(op, &mut d);
        d
    }

    /// `op.emitOpError(msg)`.
    fn op_op_error(&self, op: Op, msg: &str) -> Diagnostic {
        self.op_error(op, format!("'{}' op {}", self.name(op), msg))
    }

    fn attach_current_op(&self, op: Op, d: &mut Diagnostic) {
        // a diagnostic about another op (`op_error_on`) names it in a marker note
        let mut op = op;
        if let Some(i) = d
            .notes
            .iter()
            .position(|n| n.message.starts_with(CURRENT_OP_MARKER))
        {
            let marker = d.notes.remove(i);
            if let Ok(index) = marker.message[CURRENT_OP_MARKER.len()..].parse::<usize>() {
                op = Op::from_index(index);
            }
        }
        if let Some(print) = self.opts.op_printer {
            let text = print(self.ctx, op);
            let sep = if text.contains('\n') { "\n" } else { "" };
            d.notes.insert(
                0,
                Diagnostic {
                    severity: Severity::Note,
                    loc: op_loc(self.ctx, op),
                    message: format!("see current operation: {sep}{text}"),
                    notes: Vec::new(),
                },
            );
        }
    }

    /// The op as `block with no terminator, has <op>` shows it: mlir-opt prints it in
    /// generic form whether or not it attaches `see current operation` notes.
    fn print_op(&self, op: Op) -> String {
        match self.opts.op_printer {
            Some(p) => p(self.ctx, op),
            None => print_current_op(self.ctx, op),
        }
    }

    /// Runs the whole verification of `root`; false on failure.
    fn run(&mut self, root: Op) -> bool {
        // the work list and the group table are reused from run to run (one run per
        // function on each verification thread)
        let mut stack = std::mem::take(&mut self.stack);
        stack.clear();
        stack.extend([Task::Dominance(root), Task::EnterOp(root)]);
        self.group_failed.clear();
        let ok = self.run_tasks(&mut stack);
        self.stack = stack;
        ok
    }

    /// Runs the tasks of `stack` until it is empty (true) or a failure reaches the bottom.
    fn run_tasks(&mut self, stack: &mut Vec<Task>) -> bool {
        while let Some(task) = stack.pop() {
            let res = self.step(task, stack);
            if let Err(d) = res {
                if let Some(mut d) = d {
                    // errors reported before this one ([`preceded_by`]) come first
                    while let Some(i) = d.notes.iter().position(|n| n.message == PRECEDING_MARKER) {
                        let marker = d.notes.remove(i);
                        for mut first in marker.notes {
                            // one about an op (`error_on`) gets that op's current-op note
                            let about = first.notes.iter().find_map(|n| {
                                let index = n.message.strip_prefix(CURRENT_OP_MARKER)?;
                                index.parse::<usize>().ok()
                            });
                            if let Some(index) = about {
                                self.attach_current_op(Op::from_index(index), &mut first);
                            }
                            self.diags.push(first);
                        }
                    }
                    self.diags.push(d);
                }
                // Unwind to the nearest isolated-child boundary, or fail the whole run.
                loop {
                    match stack.pop() {
                        Some(Task::Boundary(g)) => {
                            if let Some(f) = self.group_failed.get_mut(g) {
                                *f = true;
                            }
                            break;
                        }
                        Some(_) => {}
                        None => return false,
                    }
                }
            }
        }
        true
    }

    /// One task. `Err(None)` propagates a failure already reported.
    fn step(&mut self, task: Task, stack: &mut Vec<Task>) -> Result<(), Option<Diagnostic>> {
        let ctx = self.ctx;
        match task {
            Task::EnterOp(op) => {
                self.enter_op(op).map_err(Some)?;
                stack.push(Task::ExitOp(op));
                for &r in ctx.ir.op(op).regions.iter().rev() {
                    let mut b = ctx.ir.last_block(r);
                    while let Some(block) = b {
                        stack.push(Task::EnterBlock(block));
                        b = ctx.ir.prev_block(block);
                    }
                }
            }
            Task::EnterBlock(b) => {
                self.enter_block(b).map_err(Some)?;
                stack.push(Task::ExitBlock(b));
                if let Some(first) = ctx.ir.first_op(b) {
                    stack.push(Task::Ops(first));
                }
            }
            Task::Ops(first) => {
                let mut next = Some(first);
                while let Some(o) = next {
                    next = ctx.ir.next_op(o);
                    if ctx.ir.op(o).regions.is_empty() {
                        // what EnterOp, ExitOp and FinishOp do for an op without regions
                        self.enter_op(o).map_err(Some)?;
                        self.exit_op(o).map_err(Some)?;
                    } else if !self.is_isolated(o) {
                        if let Some(n) = next {
                            stack.push(Task::Ops(n));
                        }
                        stack.push(Task::EnterOp(o));
                        break;
                    }
                }
            }
            Task::ExitBlock(b) => self.exit_block(b).map_err(Some)?,
            Task::ExitOp(op) => {
                let group = self.group_failed.len();
                self.group_failed.push(false);
                stack.push(Task::FinishOp(op, group));
                let mut isolated = Vec::new();
                for &r in ctx.ir.op(op).regions.iter() {
                    for b in ctx.ir.region_blocks(r) {
                        for o in ctx.ir.block_ops(b) {
                            if !ctx.ir.op(o).regions.is_empty() && self.is_isolated(o) {
                                isolated.push(o);
                            }
                        }
                    }
                }
                if self.threads > 1 && isolated.len() >= PARALLEL_MIN_SIBLINGS {
                    if self.verify_isolated_in_parallel(&isolated) {
                        self.group_failed[group] = true;
                    }
                    return Ok(());
                }
                for &o in isolated.iter().rev() {
                    stack.push(Task::Boundary(group));
                    stack.push(Task::Dominance(o));
                    stack.push(Task::EnterOp(o));
                }
            }
            Task::FinishOp(op, group) => {
                if self.group_failed.get(group).copied().unwrap_or(false) {
                    return Err(None);
                }
                self.exit_op(op).map_err(Some)?;
            }
            Task::Dominance(op) => self.dominance(op).map_err(Some)?,
            Task::Boundary(_) => {}
        }
        Ok(())
    }

    fn enter_op(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        // a dropped use (MLIR's null operand)
        if ctx
            .ir
            .operands(op)
            .any(|v| matches!(ctx.ir.value(v).def, ValueDef::Placeholder))
        {
            return Err(self.op_error(op, "null operand found".to_string()));
        }
        let attrs = ctx.ir.op(op).attrs;
        for &(name, value) in ctx.dict_entries(attrs) {
            if let Err(mut d) = verify_dialect_op_attr(ctx, op, name, value) {
                self.attach_current_op(op, &mut d);
                return Err(d);
            }
        }
        let traits = self.traits(op);
        let registered = self.registered(op);
        if !registered {
            if let Some(dialect) = self.dialect_of_unknown_op(op) {
                return Err(self.op_error(
                    op,
                    format!(
                        "unregistered operation '{}' found in dialect ('{dialect}') that does not allow unknown operations",
                        self.name(op)
                    ),
                ));
            }
        }
        let hook_checks_terminator = ctx
            .ir
            .op(op)
            .info
            .is_some_and(|i| ctx.registry.op(i).verify_checks_terminator);
        if registered && traits.contains(OpTraits::TERMINATOR) && !hook_checks_terminator {
            let is_last = match ctx.ir.op_parent(op) {
                Some(b) => ctx.ir.last_op(b) == Some(op),
                None => true,
            };
            if !is_last {
                return Err(self.op_op_error(op, "must be the last operation in the parent block"));
            }
        }
        if registered && traits.contains(OpTraits::SINGLE_BLOCK) {
            for (i, &r) in ctx.ir.op(op).regions.iter().enumerate() {
                if ctx.ir.region_blocks(r).nth(1).is_some() {
                    return Err(
                        self.op_op_error(op, &format!("expects region #{i} to have 0 or 1 blocks"))
                    );
                }
            }
        }
        if let Some(info) = ctx.op_info(op) {
            if let Some(hook) = info.verify {
                if let Err(mut d) = hook(ctx, op) {
                    self.attach_current_op(op, &mut d);
                    return Err(d);
                }
            }
        }
        for (i, &r) in ctx.ir.op(op).regions.iter().enumerate() {
            let mut blocks = ctx.ir.region_blocks(r);
            let Some(entry) = blocks.next() else {
                continue;
            };
            let multi = blocks.next().is_some();
            if registered && multi && traits.contains(OpTraits::GRAPH_REGIONS) {
                return Err(self.op_op_error(
                    op,
                    &format!("expects graph region #{i} to have 0 or 1 blocks"),
                ));
            }
            if self.has_predecessors(r, entry) {
                return Err(Diagnostic::error(
                    op_loc(ctx, op),
                    "entry block of region may not have predecessors",
                ));
            }
        }
        Ok(())
    }

    fn has_predecessors(&self, region: Region, block: Block) -> bool {
        // from the block's use list: an op of the region naming it as a successor
        let ir = &self.ctx.ir;
        ir.block_uses(block).any(|u| {
            ir.op_parent(u.op)
                .is_some_and(|b| ir.block_parent(b) == Some(region))
        })
    }

    /// MLIR's `mayBeValidWithoutTerminator`.
    fn may_lack_terminator(&self, block: Block) -> bool {
        let ir = &self.ctx.ir;
        let Some(region) = ir.block_parent(block) else {
            return true;
        };
        let mut blocks = ir.region_blocks(region);
        blocks.next();
        if blocks.next().is_some() {
            return false;
        }
        match ir.region_parent(region) {
            None => true,
            Some(op) => !self.registered(op) || self.traits(op).contains(OpTraits::NO_TERMINATOR),
        }
    }

    fn enter_block(&mut self, block: Block) -> Result<(), Diagnostic> {
        let ir = &self.ctx.ir;
        let Some(last) = ir.last_op(block) else {
            if self.may_lack_terminator(block) {
                return Ok(());
            }
            let loc = ir
                .block_parent_op(block)
                .map(|o| op_loc(self.ctx, o))
                .unwrap_or(DiagLoc::Loc(self.ctx.common.unknown_loc));
            return Err(Diagnostic::error(
                loc,
                "empty block: expect at least a terminator",
            ));
        };
        for o in ir.block_ops(block) {
            if o != last && !ir.op(o).successors.is_empty() {
                return Err(self.op_error(
                    o,
                    "operation with block successors must terminate its parent block".into(),
                ));
            }
        }
        Ok(())
    }

    fn exit_block(&mut self, block: Block) -> Result<(), Diagnostic> {
        let ir = &self.ctx.ir;
        let Some(last) = ir.last_op(block) else {
            return Ok(());
        };
        let region = ir.block_parent(block);
        if ir
            .op(last)
            .successors
            .iter()
            .any(|&s| ir.block_parent(s) != region)
        {
            return Err(self.op_op_error(last, "branching to block of a different region"));
        }
        if self.may_lack_terminator(block) {
            return Ok(());
        }
        let might_terminate =
            !self.registered(last) || self.traits(last).contains(OpTraits::TERMINATOR);
        if !might_terminate {
            let text = self.print_op(last);
            return Err(self.op_error(last, format!("block with no terminator, has {text}")));
        }
        Ok(())
    }

    fn exit_op(&mut self, op: Op) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        if !self.registered(op) {
            return Ok(());
        }
        if self.is_isolated(op) {
            self.check_isolated(op)?;
        }
        if let Some(hook) = ctx.op_info(op).and_then(|i| i.verify_regions) {
            if let Err(mut d) = hook(ctx, op) {
                self.attach_current_op(op, &mut d);
                return Err(d);
            }
        }
        Ok(())
    }

    /// True when `ancestor` is `region` or contains it.
    fn region_is_ancestor(&self, ancestor: Region, mut region: Region) -> bool {
        let ir = &self.ctx.ir;
        loop {
            if region == ancestor {
                return true;
            }
            let Some(op) = ir.region_parent(region) else {
                return false;
            };
            let Some(r) = ir.op_parent(op).and_then(|b| ir.block_parent(b)) else {
                return false;
            };
            region = r;
        }
    }

    /// [`Self::region_is_ancestor`] with a memo of answers, so checking every operand of a
    /// deep nest stays linear. `memo` must map `ancestor` to true.
    fn region_inside(
        &self,
        ancestor: Region,
        region: Region,
        memo: &mut FxHashMap<Region, bool>,
    ) -> bool {
        let ir = &self.ctx.ir;
        let mut walked = Vec::new();
        let mut r = region;
        let answer = loop {
            if let Some(&a) = memo.get(&r) {
                break a;
            }
            walked.push(r);
            match ir
                .region_parent(r)
                .and_then(|op| ir.op_parent(op))
                .and_then(|b| ir.block_parent(b))
            {
                Some(p) => r = p,
                None => break false,
            }
        };
        debug_assert_eq!(memo.get(&ancestor), Some(&true));
        for w in walked {
            memo.insert(w, answer);
        }
        answer
    }

    fn value_region(&self, v: Value) -> Option<Region> {
        let ir = &self.ctx.ir;
        ir.value_block(v).and_then(|b| ir.block_parent(b))
    }

    fn check_isolated(&self, isolated: Op) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let ir = &ctx.ir;
        for &region in ir.op(isolated).regions.iter() {
            let mut memo: FxHashMap<Region, bool> = FxHashMap::default();
            memo.insert(region, true);
            let mut pending = vec![region];
            while let Some(r) = pending.pop() {
                for b in ir.region_blocks(r) {
                    for o in ir.block_ops(b) {
                        for v in ir.operands(o) {
                            let inside = match self.value_region(v) {
                                Some(vr) => self.region_inside(region, vr, &mut memo),
                                None => false,
                            };
                            if !inside {
                                let mut d =
                                    self.op_op_error(o, "using value defined outside the region");
                                d = d.with_note(
                                    op_loc(ctx, isolated),
                                    "required by region isolation constraints",
                                );
                                return Err(d);
                            }
                        }
                        if !ir.op(o).regions.is_empty() && !self.is_isolated(o) {
                            pending.extend(ir.op(o).regions.iter().copied());
                        }
                    }
                }
            }
        }
        Ok(())
    }

    // ---------------------------------------------------------------- dominance

    /// Whether ops in `block` follow SSA dominance: always in multi-block regions; in a
    /// single-block region unless its op is unregistered or has graph regions.
    fn has_ssa_dominance(&self, block: Block) -> bool {
        let ir = &self.ctx.ir;
        let Some(region) = ir.block_parent(block) else {
            return true;
        };
        if ir.region_blocks(region).nth(1).is_some() {
            return true;
        }
        let Some(op) = ir.region_parent(region) else {
            return true;
        };
        self.registered(op) && !self.traits(op).contains(OpTraits::GRAPH_REGIONS)
    }

    fn domtree(&mut self, region: Region) -> &DomTree {
        if !self.domtrees.contains_key(&region) {
            let t = build_domtree(self.ctx, region);
            self.domtrees.insert(region, t);
        }
        &self.domtrees[&region]
    }

    fn block_reachable(&mut self, block: Block) -> bool {
        let ir = &self.ctx.ir;
        let Some(region) = ir.block_parent(block) else {
            return true;
        };
        if ir.first_block(region) == Some(block) {
            return true;
        }
        self.domtree(region).reachable(block)
    }

    /// The ancestor of `op` (or `op`) whose block is in `region`. During the dominance walk,
    /// `op` is the op being checked and the answer comes from the walk's path in O(1).
    fn ancestor_in_region(&self, region: Region, mut op: Op) -> Option<Op> {
        let ir = &self.ctx.ir;
        if let Some(&level) = self.path_regions.get(&region) {
            if let Some(&cur) = self.path_ops.get(level) {
                if ir.op_parent(cur).and_then(|b| ir.block_parent(b)) == Some(region) {
                    return Some(cur);
                }
                return None;
            }
        }
        loop {
            let b = ir.op_parent(op)?;
            if ir.block_parent(b)? == region {
                return Some(op);
            }
            op = ir.block_parent_op(b)?;
        }
    }

    /// Block dominance across regions (MLIR's `properlyDominatesImpl` on blocks, then `==`).
    fn block_dominates(&mut self, a: Block, user: Op) -> bool {
        let ir = &self.ctx.ir;
        let Some(region) = ir.block_parent(a) else {
            return false;
        };
        let Some(anc) = self.ancestor_in_region(region, user) else {
            return false;
        };
        let Some(b) = ir.op_parent(anc) else {
            return false;
        };
        if a == b {
            return true;
        }
        self.domtree(region).properly_dominates(a, b)
    }

    fn properly_dominates(&mut self, v: Value, user: Op) -> bool {
        let ir = &self.ctx.ir;
        match ir.value(v).def {
            ValueDef::BlockArg { block, .. } => self.block_dominates(block, user),
            ValueDef::Placeholder => false,
            ValueDef::Result { op: def, .. } => {
                let Some(def_block) = ir.op_parent(def) else {
                    return false;
                };
                if def == user {
                    return !self.has_ssa_dominance(def_block);
                }
                let Some(region) = ir.block_parent(def_block) else {
                    return false;
                };
                let Some(anc) = self.ancestor_in_region(region, user) else {
                    return false;
                };
                // A use nested in the defining op itself is judged like a use in the def's block
                // (fine in graph regions, never before itself otherwise).
                let Some(use_block) = ir.op_parent(anc) else {
                    return false;
                };
                if use_block == def_block {
                    if !self.has_ssa_dominance(def_block) {
                        return true;
                    }
                    // the walk visits a block's ops in order and `anc` is on its path
                    return def != anc && self.visited.contains(def.index());
                }
                self.domtree(region)
                    .properly_dominates(def_block, use_block)
            }
        }
    }

    /// Checks dominance in all regions nested in `root`, not entering isolated ops.
    fn dominance(&mut self, root: Op) -> Result<(), Diagnostic> {
        let ctx = self.ctx;
        let ir = &ctx.ir;
        self.path_ops.clear();
        self.path_regions.clear();
        self.visited.clear();
        // Each frame: the ops still to visit, in reverse order (so `pop` gives the next one).
        let mut frames: Vec<Vec<Op>> = vec![Vec::new()];
        let mut root_ops = Vec::new();
        for &r in ir.op(root).regions.iter() {
            self.path_regions.insert(r, 0);
            for b in ir.region_blocks(r) {
                root_ops.extend(ir.block_ops(b));
            }
        }
        root_ops.reverse();
        frames[0] = root_ops;
        let mut reach_cache: Option<(Block, bool)> = None;
        while !frames.is_empty() {
            let level = frames.len() - 1;
            let Some(op) = frames.last_mut().and_then(|f| f.pop()) else {
                frames.pop();
                self.path_ops.truncate(level);
                if let Some(&parent) = self.path_ops.last() {
                    for r in ir.op(parent).regions.iter() {
                        self.path_regions.remove(r);
                    }
                }
                continue;
            };
            self.path_ops.truncate(level);
            self.path_ops.push(op);
            self.visited.insert(op.index());
            let Some(block) = ir.op_parent(op) else {
                continue;
            };
            let reachable = match reach_cache {
                Some((b, r)) if b == block => r,
                _ => {
                    let r = self.block_reachable(block);
                    reach_cache = Some((block, r));
                    r
                }
            };
            if reachable {
                for (i, v) in ir.operands(op).enumerate() {
                    if !self.properly_dominates(v, op) {
                        return Err(self.dominance_error(op, i, v));
                    }
                }
            }
            if !ir.op(op).regions.is_empty() && !self.is_isolated(op) {
                let mut inner = Vec::new();
                for &r in ir.op(op).regions.iter() {
                    for b in ir.region_blocks(r) {
                        inner.extend(ir.block_ops(b));
                    }
                }
                inner.reverse();
                for &r in ir.op(op).regions.iter() {
                    self.path_regions.insert(r, frames.len());
                }
                frames.push(inner);
            }
        }
        Ok(())
    }

    fn dominance_error(&self, op: Op, index: usize, v: Value) -> Diagnostic {
        let ctx = self.ctx;
        let ir = &ctx.ir;
        let d = self.op_error(op, format!("operand #{index} does not dominate this use"));
        let user_block = ir.op_parent(op);
        let user_region = user_block.and_then(|b| ir.block_parent(b));
        let relation = |def_region: Option<Region>| -> u8 {
            match (user_region, def_region) {
                (Some(ur), Some(dr)) if ur == dr => 0,
                (Some(ur), Some(dr)) if self.region_is_ancestor(dr, ur) => 1,
                (Some(ur), Some(dr)) if self.region_is_ancestor(ur, dr) => 2,
                _ => 3,
            }
        };
        match ir.value(v).def {
            ValueDef::Result { op: def, .. } => {
                let def_block = ir.op_parent(def);
                let where_ = if def_block == user_block {
                    "op in the same block"
                } else {
                    match relation(def_block.and_then(|b| ir.block_parent(b))) {
                        0 => "op in the same region",
                        1 => "op in a parent region",
                        2 => "op in a child region",
                        _ => "op is neither in a parent nor in a child region",
                    }
                };
                d.with_note(op_loc(ctx, def), format!("operand defined here ({where_})"))
            }
            ValueDef::BlockArg { block, .. } => {
                let loc: Location = ir
                    .block_parent_op(block)
                    .map(|o| ir.op(o).loc)
                    .unwrap_or(ctx.common.unknown_loc);
                let Some(region) = ir.block_parent(block) else {
                    return d.with_note(DiagLoc::Loc(loc), " (block without parent)");
                };
                let index = ir.region_blocks(region).take_while(|&b| b != block).count();
                let where_ = match relation(Some(region)) {
                    0 => "in the same region",
                    1 => "in a parent region",
                    2 => "in a child region",
                    _ => "neither in a parent nor in a child region",
                };
                d.with_note(
                    DiagLoc::Loc(loc),
                    format!("operand defined as a block argument (block #{index} {where_})"),
                )
            }
            ValueDef::Placeholder => d,
        }
    }
}

/// Builds the dominator tree of `region` ([`crate::analysis::domtree::DomTree`]), numbering
/// the tree in preorder for O(1) queries.
fn build_domtree(ctx: &Context, region: Region) -> DomTree {
    let tree = crate::analysis::domtree::DomTree::new(ctx, region);
    let n = tree.blocks.len();
    let mut interval = FxHashMap::default();
    if n == 0 {
        return DomTree { interval };
    }
    // preorder intervals of the dominator tree
    let mut pre = vec![(0u32, 0u32); n];
    let mut counter = 0u32;
    let mut st: Vec<(u32, usize)> = vec![(0, 0)];
    while let Some(top) = st.last_mut() {
        let (node, ci) = *top;
        if ci == 0 {
            pre[node as usize].0 = counter;
            counter += 1;
        }
        if let Some(&c) = tree.children[node as usize].get(ci) {
            top.1 += 1;
            st.push((c, 0));
        } else {
            pre[node as usize].1 = counter - 1;
            st.pop();
        }
    }
    for (i, &b) in tree.blocks.iter().enumerate() {
        interval.insert(b, pre[i]);
    }
    DomTree { interval }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::diagnostics::{render, SourceMgr};
    use crate::ir::registry::OpDefinition;
    use crate::ir::OperationState;

    struct B {
        ctx: Context,
        line: u32,
    }

    impl B {
        fn new() -> Self {
            let mut ctx = Context::new();
            let mut d = OpDefinition::new("test.func");
            d.traits = OpTraits::NO_TERMINATOR;
            ctx.register_op(d);
            let mut d = OpDefinition::new("test.iso");
            d.traits = OpTraits::NO_TERMINATOR | OpTraits::ISOLATED_FROM_ABOVE;
            ctx.register_op(d);
            let mut d = OpDefinition::new("test.ret");
            d.traits = OpTraits::TERMINATOR;
            ctx.register_op(d);
            ctx.register_op(OpDefinition::new("test.plain"));
            let mut d = OpDefinition::new("test.graph");
            d.traits = OpTraits::NO_TERMINATOR | OpTraits::GRAPH_REGIONS;
            ctx.register_op(d);
            B { ctx, line: 0 }
        }
        fn loc(&mut self) -> Location {
            self.line += 1;
            let f = self.ctx.symbol("t.mlir");
            self.ctx.file_line_col(f, self.line, 3)
        }
        /// Appends an op to `block` (if any).
        fn op(
            &mut self,
            block: Option<Block>,
            name: &str,
            operands: &[Value],
            results: usize,
            regions: Vec<Region>,
            succs: &[Block],
        ) -> Op {
            let loc = self.loc();
            let name = self.ctx.symbol(name);
            let mut st = OperationState::new(&self.ctx, name, loc);
            st.operands = operands.to_vec();
            st.result_types = vec![self.ctx.common.i32; results];
            st.regions = regions;
            st.successors = succs.to_vec();
            let op = self.ctx.create_op(st);
            if let Some(b) = block {
                self.ctx.ir.append_op(b, op);
            }
            op
        }
        /// A region with `n` blocks.
        fn region(&mut self, n: usize) -> (Region, Vec<Block>) {
            let r = self.ctx.ir.create_region();
            let bs: Vec<Block> = (0..n)
                .map(|_| {
                    let b = self.ctx.ir.create_block();
                    self.ctx.ir.append_block(r, b);
                    b
                })
                .collect();
            (r, bs)
        }
        fn errors(&self, op: Op) -> Vec<String> {
            let sm = SourceMgr::default();
            match verify(&self.ctx, op) {
                Ok(()) => Vec::new(),
                Err(ds) => ds.iter().map(|d| render(&self.ctx, &sm, d)).collect(),
            }
        }
    }

    #[test]
    fn same_block_dominance() {
        let mut b = B::new();
        let (r, bs) = b.region(1);
        let f = b.op(None, "test.func", &[], 0, vec![r], &[]);
        let user = b.op(Some(bs[0]), "foo.use", &[], 0, vec![], &[]);
        let def = b.op(Some(bs[0]), "foo.def", &[], 1, vec![], &[]);
        let v = b.ctx.ir.result(def, 0);
        b.ctx.ir.push_operand(user, v);
        assert_eq!(
            b.errors(f),
            vec![
                "t.mlir:2:3: error: operand #0 does not dominate this use\n\
                  t.mlir:3:3: note: operand defined here (op in the same block)\n"
            ]
        );
    }

    #[test]
    fn graph_regions_allow_any_order() {
        for parent in ["foo.unregistered", "test.graph"] {
            let mut b = B::new();
            let (r, bs) = b.region(1);
            let f = b.op(None, parent, &[], 0, vec![r], &[]);
            let user = b.op(Some(bs[0]), "foo.use", &[], 0, vec![], &[]);
            let def = b.op(Some(bs[0]), "foo.def", &[], 1, vec![], &[]);
            let v = b.ctx.ir.result(def, 0);
            b.ctx.ir.push_operand(user, v);
            b.ctx.ir.push_operand(def, v);
            assert_eq!(b.errors(f), Vec::<String>::new(), "{parent}");
        }
    }

    #[test]
    fn use_inside_the_defining_op() {
        // `%0 = def ({ use(%0) })`: fine in a graph region, an error in an SSA block.
        for (parent, ok) in [("test.graph", true), ("test.func", false)] {
            let mut b = B::new();
            let (r, bs) = b.region(1);
            let f = b.op(None, parent, &[], 0, vec![r], &[]);
            let (r2, bs2) = b.region(1);
            let def = b.op(Some(bs[0]), "foo.def", &[], 1, vec![r2], &[]);
            let v = b.ctx.ir.result(def, 0);
            b.op(Some(bs2[0]), "foo.use", &[v], 0, vec![], &[]);
            assert_eq!(b.errors(f).is_empty(), ok, "{parent}");
        }
    }

    #[test]
    fn cfg_dominance_and_unreachable_blocks() {
        // ^0: br ^2 ; ^1: %v = def; br ^2 ; ^2: use(%v)   (^1 unreachable, ^2 not dominated)
        let mut b = B::new();
        let (r, bs) = b.region(4);
        let f = b.op(None, "test.func", &[], 0, vec![r], &[]);
        b.op(Some(bs[0]), "foo.br", &[], 0, vec![], &[bs[2]]);
        let def = b.op(Some(bs[1]), "foo.def", &[], 1, vec![], &[]);
        b.op(Some(bs[1]), "foo.br", &[], 0, vec![], &[bs[2]]);
        let v = b.ctx.ir.result(def, 0);
        // a use in the unreachable block ^3 is not checked
        b.op(Some(bs[3]), "foo.use", &[v], 0, vec![], &[]);
        let user = b.op(Some(bs[2]), "foo.use", &[], 0, vec![], &[]);
        b.op(Some(bs[2]), "test.ret", &[], 0, vec![], &[]);
        assert_eq!(b.errors(f), Vec::<String>::new());
        b.ctx.ir.push_operand(user, v);
        assert_eq!(
            b.errors(f),
            vec![
                "t.mlir:6:3: error: operand #0 does not dominate this use\n\
                  t.mlir:3:3: note: operand defined here (op in the same region)\n"
            ]
        );
    }

    #[test]
    fn diamond_dominance() {
        // ^0: %v = def; br ^1, ^2 ; ^1: br ^3 ; ^2: br ^3 ; ^3: use(%v), use(%a)
        let mut b = B::new();
        let (r, bs) = b.region(4);
        let f = b.op(None, "test.func", &[], 0, vec![r], &[]);
        let def = b.op(Some(bs[0]), "foo.def", &[], 1, vec![], &[]);
        b.op(Some(bs[0]), "foo.br", &[], 0, vec![], &[bs[1], bs[2]]);
        b.op(Some(bs[1]), "foo.br", &[], 0, vec![], &[bs[3]]);
        b.op(Some(bs[2]), "foo.br", &[], 0, vec![], &[bs[3]]);
        let v = b.ctx.ir.result(def, 0);
        let i32t = b.ctx.common.i32;
        let unk = b.ctx.common.unknown_loc;
        let a = b.ctx.ir.add_block_arg(bs[1], i32t, unk);
        b.op(Some(bs[3]), "foo.use", &[v], 0, vec![], &[]);
        assert_eq!(b.errors(f), Vec::<String>::new());
        b.op(Some(bs[3]), "foo.use", &[a], 0, vec![], &[]);
        assert_eq!(
            b.errors(f),
            vec!["t.mlir:7:3: error: operand #0 does not dominate this use\n\
                  t.mlir:1:3: note: operand defined as a block argument (block #1 in the same region)\n"]
        );
    }

    #[test]
    fn nested_region_uses() {
        let mut b = B::new();
        let (r, bs) = b.region(1);
        let f = b.op(None, "test.func", &[], 0, vec![r], &[]);
        let (r2, bs2) = b.region(1);
        b.op(Some(bs[0]), "foo.wrap", &[], 0, vec![r2], &[]);
        let user = b.op(Some(bs2[0]), "foo.use", &[], 0, vec![], &[]);
        let def = b.op(Some(bs[0]), "foo.def", &[], 1, vec![], &[]);
        let v = b.ctx.ir.result(def, 0);
        b.ctx.ir.push_operand(user, v);
        assert_eq!(
            b.errors(f),
            vec![
                "t.mlir:3:3: error: operand #0 does not dominate this use\n\
                  t.mlir:4:3: note: operand defined here (op in a parent region)\n"
            ]
        );
    }

    #[test]
    fn isolated_from_above() {
        let mut b = B::new();
        let (r, bs) = b.region(1);
        let f = b.op(None, "test.func", &[], 0, vec![r], &[]);
        let def = b.op(Some(bs[0]), "foo.def", &[], 1, vec![], &[]);
        let v = b.ctx.ir.result(def, 0);
        let (r2, bs2) = b.region(1);
        b.op(Some(bs[0]), "test.iso", &[], 0, vec![r2], &[]);
        b.op(Some(bs2[0]), "foo.use", &[v], 0, vec![], &[]);
        assert_eq!(
            b.errors(f),
            vec![
                "t.mlir:4:3: error: 'foo.use' op using value defined outside the region\n\
                  t.mlir:3:3: note: required by region isolation constraints\n"
            ]
        );
    }

    #[test]
    fn structural_errors() {
        // terminator not last
        let mut b = B::new();
        let (r, bs) = b.region(1);
        let f = b.op(None, "test.func", &[], 0, vec![r], &[]);
        b.op(Some(bs[0]), "test.ret", &[], 0, vec![], &[]);
        b.op(Some(bs[0]), "foo.x", &[], 0, vec![], &[]);
        assert_eq!(
            b.errors(f),
            vec![
                "t.mlir:2:3: error: 'test.ret' op must be the last operation in the parent block\n"
            ]
        );
        // entry block with predecessors
        let mut b = B::new();
        let (r, bs) = b.region(1);
        let f = b.op(None, "foo.f", &[], 0, vec![r], &[]);
        b.op(Some(bs[0]), "foo.br", &[], 0, vec![], &[bs[0]]);
        assert_eq!(
            b.errors(f),
            vec!["t.mlir:1:3: error: entry block of region may not have predecessors\n"]
        );
        // successors in the middle of a block; empty block in a multi-block region
        let mut b = B::new();
        let (r, bs) = b.region(2);
        let f = b.op(None, "foo.f", &[], 0, vec![r], &[]);
        b.op(Some(bs[0]), "foo.br", &[], 0, vec![], &[bs[1]]);
        assert_eq!(
            b.errors(f),
            vec!["t.mlir:1:3: error: empty block: expect at least a terminator\n"]
        );
        b.op(Some(bs[1]), "foo.x", &[], 0, vec![], &[]);
        assert_eq!(b.errors(f), Vec::<String>::new());
        b.op(Some(bs[0]), "foo.x", &[], 0, vec![], &[]);
        assert_eq!(
            b.errors(f),
            vec!["t.mlir:2:3: error: operation with block successors must terminate its parent block\n"]
        );
        // a registered non-terminator ends a block that needs a terminator
        let mut b = B::new();
        let (r, bs) = b.region(2);
        let f = b.op(None, "foo.f", &[], 0, vec![r], &[]);
        b.op(Some(bs[0]), "foo.br", &[], 0, vec![], &[bs[1]]);
        b.op(Some(bs[1]), "test.plain", &[], 0, vec![], &[]);
        assert_eq!(
            b.errors(f),
            vec!["t.mlir:3:3: error: block with no terminator, has \"test.plain\"() : () -> ()\n"]
        );
    }

    #[test]
    fn isolated_siblings_all_report() {
        let mut b = B::new();
        let (r, bs) = b.region(1);
        let m = b.op(None, "test.graph", &[], 0, vec![r], &[]);
        for _ in 0..2 {
            let (r2, bs2) = b.region(1);
            b.op(Some(bs[0]), "test.iso", &[], 0, vec![r2], &[]);
            let user = b.op(Some(bs2[0]), "foo.use", &[], 0, vec![], &[]);
            let def = b.op(Some(bs2[0]), "foo.def", &[], 1, vec![], &[]);
            let v = b.ctx.ir.result(def, 0);
            b.ctx.ir.push_operand(user, v);
        }
        let errs = b.errors(m);
        assert_eq!(errs.len(), 2);
        assert!(errs[1].starts_with("t.mlir:6:3: error: operand #0 does not dominate"));
    }

    #[test]
    fn deep_nesting_is_iterative() {
        let mut b = B::new();
        let (r, bs) = b.region(1);
        let top = b.op(None, "test.func", &[], 0, vec![r], &[]);
        let def = b.op(Some(bs[0]), "foo.def", &[], 1, vec![], &[]);
        let v = b.ctx.ir.result(def, 0);
        let mut block = bs[0];
        for _ in 0..100_000 {
            let (r, bs) = b.region(1);
            b.op(Some(block), "foo.nest", &[v], 0, vec![r], &[]);
            block = bs[0];
        }
        assert_eq!(b.errors(top), Vec::<String>::new());
        let late = b.op(Some(bs[0]), "foo.def", &[], 1, vec![], &[]);
        let lv = b.ctx.ir.result(late, 0);
        b.op(Some(block), "foo.use", &[lv], 0, vec![], &[]);
        let errs = b.errors(top);
        assert_eq!(errs.len(), 1);
        assert!(errs[0].contains("(op in a parent region)"), "{}", errs[0]);
    }
}
