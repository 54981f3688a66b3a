//! `sccp` (MLIR's `SCCP`): sparse conditional constant propagation.
//!
//! The analysis ([`Solver`]) keeps one lattice value per SSA value (unknown yet, one constant
//! attribute with the dialect that produced it, or overdefined), which blocks are executable
//! and which CFG edges are live, as MLIR's `DeadCodeAnalysis` and
//! `SparseConstantPropagation` do together:
//! - the entry blocks of the top op's regions are executable; the regions of an executable
//!   op that is not a region branch op are entered (their entry block arguments are
//!   overdefined);
//! - an executable op with results and without regions is folded through its registered
//!   fold hook ([`fold_op`]) on the constants known for its operands (it waits while one is
//!   unknown); an in-place fold is undone and, like a failed one, makes the results
//!   overdefined; ops with regions other than region branch ops have overdefined results;
//! - a branch op ([`BranchOpInterface`]) whose operands are known takes the successor its
//!   constants decide, or all of them; each live edge joins the forwarded operands into the
//!   successor's arguments (terminators with successors that are not branch ops make the
//!   arguments overdefined);
//! - a region branch op ([`RegionBranchOpInterface`]) whose operands are known enters the
//!   regions its constants allow; each region terminator whose operands are known goes where
//!   it (or the parent op) says; each such edge joins the forwarded values into the
//!   successor's inputs (entry block arguments or the op's results), and the inputs not
//!   forwarded become overdefined.
//!
//! Calls are followed as MLIR's inter-procedural analysis does ([`CallOpInterface`],
//! [`CallableOpInterface`]):
//! - before solving, the symbol tables are walked: a callable symbol that is public (or nested
//!   while not all symbol uses are visible), or that a non-call op references (`func.constant`),
//!   or any callable when some symbol uses cannot be known, has unknown callers;
//! - a live call whose callee resolves (through the symbol tables; an indirect callee's
//!   defining op) to a symbol callable with a body inside the analysed op becomes one of its
//!   known callers: its argument operands join into the callee's entry block arguments and
//!   its results receive the join of the operands of the callee's live return-like
//!   terminators (kept per callee, so the cost stays linear); any other call (indirect,
//!   external, a declaration) has overdefined results;
//! - a callable's body is executable only when it has unknown callers or a live known one,
//!   and its entry block arguments are overdefined only in the first case.
//!
//! The rewrite then walks the blocks with a work list (each block's ops in order, then the
//! regions of the ops it keeps, last op's regions first): every result and block argument
//! known to be a constant is replaced by a constant materialized by the dialect that produced
//! it ([`ConstantFolder`]: uniqued per insertion region and created at the front of its entry
//! block, as MLIR's `OperationFolder` does, so later constants come first), and an op whose
//! results were all replaced is erased when it would be trivially dead. Dead blocks and
//! branches are left for other passes, as in mlir-opt.
//!
//! [`BranchOpInterface`]: crate::analysis::cfg::BranchOpInterface
//! [`RegionBranchOpInterface`]: crate::analysis::region_branch::RegionBranchOpInterface
//! [`CallOpInterface`]: crate::analysis::calls::CallOpInterface
//! [`CallableOpInterface`]: crate::analysis::calls::CallableOpInterface

use crate::analysis::calls::{
    as_call_op, as_callable_op, call_arg_operands, call_callee, is_private_symbol, symbol_uses,
    Callee, SymbolTables,
};
use crate::analysis::cfg::as_branch_op;
use crate::analysis::effects::would_be_trivially_dead;
use crate::analysis::region_branch::{
    as_region_branch, terminator_successor_operands, terminator_successor_regions, RegionPoint,
    RegionSuccessor,
};
use crate::ir::attributes::AttrKind;
use crate::ir::attributes::Attribute;
use crate::ir::context::{Context, FxHashMap, FxHasher};
use crate::ir::registry::{FoldResult, OpTraits};
use crate::ir::types::Type;
use crate::ir::{Block, Op, Region, Value};
use crate::pass::{Pass, PassInfo, PassResult, PassState};
use crate::transforms::rewrite::fold_op;

static INFO: PassInfo = PassInfo {
    argument: "sccp",
    name: "SCCP",
    summary: "Sparse Conditional Constant Propagation",
    description: "Propagates constants through the SSA graph and the control flow that is \
                  known to execute, then replaces values known to be constant by constants.",
    anchor: None,
    options: &[],
    statistics: &[],
    dependent_dialects: &[],
};

/// The `sccp` pass.
#[derive(Clone, Debug, Default)]
pub struct Sccp;

impl Pass for Sccp {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, ctx: &mut Context, op: Op, _state: &mut PassState) -> PassResult {
        let mut solver = Solver::default();
        solver.solve(ctx, op);
        rewrite(ctx, op, &solver);
        Ok(())
    }
}

/// What is known of a value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lattice {
    /// nothing yet (the value may never be computed)
    #[default]
    Unknown,
    /// always this constant; the dialect (registry index) that produced it materializes it
    Constant(Attribute, u32),
    /// not a single constant
    Overdefined,
}

impl Lattice {
    /// The least upper bound of `self` and `other` (constants compare by attribute; the
    /// first one's dialect is kept).
    fn join(self, other: Lattice) -> Lattice {
        match (self, other) {
            (Lattice::Unknown, x) | (x, Lattice::Unknown) => x,
            (Lattice::Constant(a, d), Lattice::Constant(b, _)) if a == b => Lattice::Constant(a, d),
            _ => Lattice::Overdefined,
        }
    }

    /// The constant, `None` when overdefined; `Err` when unknown.
    fn constant(self) -> Result<Option<Attribute>, ()> {
        match self {
            Lattice::Unknown => Err(()),
            Lattice::Constant(a, _) => Ok(Some(a)),
            Lattice::Overdefined => Ok(None),
        }
    }
}

/// The data-flow solver: lattices by value, executable blocks, live edges, and a work list of
/// ops to (re)visit. Every op is visited when its block becomes executable and again each
/// time the lattice of one of its operands changes (at most twice per operand), so the cost
/// is linear in the size of the IR.
#[derive(Default)]
pub struct Solver {
    values: Vec<Lattice>,
    live: Vec<bool>,
    edges: FxHashMap<(Block, Block), ()>,
    work: Vec<Op>,
    queued: Vec<bool>,
    fold_results: Vec<FoldResult>,
    /// the op analysed
    top: Option<Op>,
    symbols: SymbolTables,
    /// callables whose callers are not all known
    unknown_callers: FxHashSet<Op>,
    /// the live known callers of each callable
    callsites: FxHashMap<Op, Vec<Op>>,
    /// the (callable, call) pairs of `callsites`
    callsite_set: FxHashSet<(Op, Op)>,
    /// per callable: the join of the operands of its live return-like terminators, and
    /// whether a live terminator is not return-like (the results cannot be known)
    returns: FxHashMap<Op, (Vec<Lattice>, bool)>,
}

impl Solver {
    /// The lattice of `v`.
    pub fn lattice(&self, v: Value) -> Lattice {
        self.values.get(v.index()).copied().unwrap_or_default()
    }

    /// Whether `b` is executable.
    pub fn is_live(&self, b: Block) -> bool {
        self.live.get(b.index()).copied().unwrap_or(false)
    }

    /// Whether callable `op` may be called from places the analysis cannot see (MLIR's
    /// callable predecessor state without `allPredecessorsKnown`).
    pub fn has_unknown_callers(&self, op: Op) -> bool {
        self.unknown_callers.contains(&op)
    }

    /// The live calls known to reach callable `op`, in the order they were found.
    pub fn known_callers(&self, op: Op) -> &[Op] {
        self.callsites.get(&op).map_or(&[], |c| &c[..])
    }

    /// Runs the analysis on the ops nested in `top`.
    pub fn solve(&mut self, ctx: &mut Context, top: Op) {
        self.top = Some(top);
        self.find_unknown_callers(ctx, top);
        for r in ctx.ir.op(top).regions.iter().copied() {
            if let Some(entry) = ctx.ir.first_block(r) {
                self.mark_live(ctx, entry);
            }
        }
        while let Some(op) = self.work.pop() {
            if let Some(q) = self.queued.get_mut(op.index()) {
                *q = false;
            }
            self.visit(ctx, op);
        }
    }

    fn enqueue(&mut self, op: Op) {
        let i = op.index();
        if self.queued.len() <= i {
            self.queued.resize(i + 1, false);
        }
        if !self.queued[i] {
            self.queued[i] = true;
            self.work.push(op);
        }
    }

    /// Joins `l` into the lattice of `v`; on a change, its users are revisited.
    fn join(&mut self, ctx: &Context, v: Value, l: Lattice) {
        let i = v.index();
        if self.values.len() <= i {
            self.values.resize(i + 1, Lattice::Unknown);
        }
        let old = self.values[i];
        let new = old.join(l);
        if new == old {
            return;
        }
        self.values[i] = new;
        let users: Vec<Op> = ctx.ir.uses(v).map(|u| u.op).collect();
        for u in users {
            self.enqueue(u);
        }
    }

    fn overdefine(&mut self, ctx: &Context, values: &[Value]) {
        for &v in values {
            self.join(ctx, v, Lattice::Overdefined);
        }
    }

    /// Makes `b` executable: its ops are visited, and the arguments of an entry block of an op
    /// that is not a region branch op are overdefined.
    fn mark_live(&mut self, ctx: &Context, b: Block) {
        let i = b.index();
        if self.live.len() <= i {
            self.live.resize(i + 1, false);
        }
        if self.live[i] {
            return;
        }
        self.live[i] = true;
        let entry_of_other = ctx.ir.block_parent(b).is_some_and(|r| {
            ctx.ir.first_block(r) == Some(b)
                && ctx.ir.region_parent(r).is_none_or(|p| {
                    as_region_branch(ctx, &p).is_none()
                        && (self.unknown_callers.contains(&p)
                            || as_callable_op(ctx, &p)
                                .is_none_or(|c| c.callable_region(ctx) != Some(r)))
                })
        });
        if entry_of_other {
            let args = ctx.ir.block_args(b).to_vec();
            self.overdefine(ctx, &args);
        }
        // visited in order: the work list is a stack
        let ops: Vec<Op> = ctx.ir.block_ops(b).collect();
        for &op in ops.iter().rev() {
            self.enqueue(op);
        }
    }

    /// The constants of `op`'s operands (`None`: overdefined), or `None` while one is unknown.
    fn operand_constants(&self, ctx: &Context, op: Op) -> Option<Vec<Option<Attribute>>> {
        ctx.ir
            .operands(op)
            .map(|v| self.lattice(v).constant().ok())
            .collect()
    }

    fn visit(&mut self, ctx: &mut Context, op: Op) {
        if ctx.ir.op_parent(op).is_some_and(|b| !self.is_live(b)) {
            return;
        }
        let branch = as_region_branch(ctx, &op).is_some();
        let call = as_call_op(ctx, &op).is_some();
        if call {
            self.visit_call(ctx, op);
        } else if ctx.ir.num_results(op) > 0 && !branch {
            self.transfer(ctx, op);
        }
        if !ctx.ir.op(op).regions.is_empty() {
            if branch {
                self.enter_region_branch(ctx, op);
            } else if as_callable_op(ctx, &op).is_some() {
                let callers = self.unknown_callers.contains(&op)
                    || self.callsites.get(&op).is_some_and(|c| !c.is_empty());
                if callers {
                    for r in ctx.ir.op(op).regions.iter().copied() {
                        if let Some(entry) = ctx.ir.first_block(r) {
                            self.mark_live(ctx, entry);
                        }
                    }
                }
            } else {
                for r in ctx.ir.op(op).regions.iter().copied() {
                    if let Some(entry) = ctx.ir.first_block(r) {
                        self.mark_live(ctx, entry);
                    }
                }
            }
        }
        if let Some((parent, region)) = region_return(ctx, op) {
            self.leave_region(ctx, op, parent, region);
        }
        if let Some(callable) = callable_return(ctx, op) {
            self.leave_callable(ctx, op, callable);
        }
        if !ctx.ir.op(op).successors.is_empty() {
            self.branch(ctx, op);
        }
    }

    /// Finds the callables whose callers cannot all be known (MLIR's
    /// `DeadCodeAnalysis::initializeSymbolCallables`), walking the symbol tables nested in
    /// `top` (with whether all symbol uses in them are visible).
    fn find_unknown_callers(&mut self, ctx: &Context, top: Op) {
        let mut tables: Vec<(Op, bool)> = Vec::new();
        let mut stack: Vec<(Op, bool)> = vec![(top, ctx.ir.op_parent(top).is_none())];
        while let Some((op, visible)) = stack.pop() {
            let mut visible = visible;
            if ctx.op_traits(op).contains(OpTraits::SYMBOL_TABLE) {
                let symbol = ctx.op_traits(op).contains(OpTraits::SYMBOL);
                visible |= !symbol || is_private_symbol(ctx, op);
                tables.push((op, visible));
            }
            for &r in ctx.ir.op(op).regions.iter() {
                for b in ctx.ir.region_blocks(r) {
                    for o in ctx.ir.block_ops(b) {
                        stack.push((o, visible));
                    }
                }
            }
        }
        for (table, visible) in tables {
            let Some(&region) = ctx.ir.op(table).regions.first() else {
                continue;
            };
            if let Some(body) = ctx.ir.first_block(region) {
                for o in ctx.ir.block_ops(body) {
                    let Some(c) = as_callable_op(ctx, &o) else {
                        continue;
                    };
                    if c.callable_region(ctx).is_none()
                        || !ctx.op_traits(o).contains(OpTraits::SYMBOL)
                    {
                        continue;
                    }
                    match visibility(ctx, o) {
                        Visibility::Public => {
                            self.unknown_callers.insert(o);
                        }
                        Visibility::Nested if !visible => {
                            self.unknown_callers.insert(o);
                        }
                        _ => {}
                    }
                }
            }
            let mut uses = Some(Vec::new());
            'blocks: for b in ctx.ir.region_blocks(region) {
                for o in ctx.ir.block_ops(b) {
                    match symbol_uses(ctx, o) {
                        Some(u) => uses.get_or_insert_with(Vec::new).extend(u),
                        None => {
                            uses = None;
                            break 'blocks;
                        }
                    }
                }
            }
            let Some(uses) = uses else {
                self.all_callables_unknown(ctx, top);
                return;
            };
            for (sym, user) in uses {
                if as_call_op(ctx, &user).is_some() {
                    continue;
                }
                if let Some(target) = self.lookup_in_top(ctx, top, sym) {
                    self.unknown_callers.insert(target);
                }
            }
        }
    }

    /// Every callable nested in `top` has unknown callers.
    fn all_callables_unknown(&mut self, ctx: &Context, top: Op) {
        let mut stack = vec![top];
        while let Some(op) = stack.pop() {
            if as_callable_op(ctx, &op).is_some() {
                self.unknown_callers.insert(op);
            }
            for &r in ctx.ir.op(op).regions.iter() {
                for b in ctx.ir.region_blocks(r) {
                    stack.extend(ctx.ir.block_ops(b));
                }
            }
        }
    }

    /// The symbol `sym` names, looked up in the symbol table `top` itself.
    fn lookup_in_top(&mut self, ctx: &Context, top: Op, sym: Attribute) -> Option<Op> {
        let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym) else {
            return None;
        };
        if !ctx.op_traits(top).contains(OpTraits::SYMBOL_TABLE) {
            return None;
        }
        let mut found = self
            .symbols
            .lookup_in(ctx, top, ctx.str(*root).as_bytes())?;
        for n in nested.iter() {
            if !ctx.op_traits(found).contains(OpTraits::SYMBOL_TABLE) {
                return None;
            }
            found = self.symbols.lookup_in(ctx, found, ctx.str(*n).as_bytes())?;
        }
        Some(found)
    }

    /// The callable with a body inside the analysed op that call `op` reaches, when it is a
    /// symbol (otherwise the call's results cannot be known).
    fn resolve_call(&mut self, ctx: &Context, op: Op) -> Option<Op> {
        let target = match call_callee(ctx, op)? {
            Callee::Symbol(s) => self.symbols.lookup_nearest(ctx, op, s)?,
            Callee::Value(v) => v.owner_op(ctx)?,
        };
        if !ctx.op_traits(target).contains(OpTraits::SYMBOL) {
            return None;
        }
        as_callable_op(ctx, &target)?.callable_region(ctx)?;
        let top = self.top?;
        let mut cur = target;
        while cur != top {
            cur = ctx.ir.parent_op(cur)?;
        }
        Some(target)
    }

    /// A live call: a known caller of the callable it resolves to (arguments flow in, the
    /// returned values flow out), or overdefined results.
    fn visit_call(&mut self, ctx: &Context, op: Op) {
        let results: Vec<Value> = ctx.ir.results(op).collect();
        let Some(callable) = self.resolve_call(ctx, op) else {
            return self.overdefine(ctx, &results);
        };
        if self.callsite_set.insert((callable, op)) {
            self.callsites.entry(callable).or_default().push(op);
            self.enqueue(callable);
        }
        let region = as_callable_op(ctx, &callable).and_then(|c| c.callable_region(ctx));
        if let Some(entry) = region.and_then(|r| ctx.ir.first_block(r)) {
            let args = ctx.ir.block_args(entry).to_vec();
            for (from, to) in call_arg_operands(ctx, op).into_iter().zip(args) {
                let l = self.lattice(from);
                self.join(ctx, to, l);
            }
        }
        self.join_returns(ctx, callable, op);
    }

    /// Joins what the live terminators of `callable` return into the results of `call`.
    fn join_returns(&mut self, ctx: &Context, callable: Op, call: Op) {
        let Some((lattices, unknown)) = self.returns.get(&callable) else {
            return;
        };
        let results: Vec<Value> = ctx.ir.results(call).collect();
        if *unknown {
            return self.overdefine(ctx, &results);
        }
        let lattices = lattices.clone();
        for (&r, l) in results.iter().zip(lattices) {
            self.join(ctx, r, l);
        }
    }

    /// A live terminator of `callable`'s body: what it returns joins into the results of the
    /// callable's known callers.
    fn leave_callable(&mut self, ctx: &Context, t: Op, callable: Op) {
        let return_like = ctx.op_traits(t).contains(OpTraits::RETURN_LIKE);
        let operands: Vec<Lattice> = ctx.ir.operands(t).map(|v| self.lattice(v)).collect();
        let entry = self.returns.entry(callable).or_default();
        let mut changed = false;
        if !return_like {
            changed |= !entry.1;
            entry.1 = true;
        } else {
            if entry.0.len() < operands.len() {
                entry.0.resize(operands.len(), Lattice::Unknown);
                changed = true;
            }
            for (slot, l) in entry.0.iter_mut().zip(operands) {
                let new = slot.join(l);
                if new != *slot {
                    *slot = new;
                    changed = true;
                }
            }
        }
        if !changed {
            return;
        }
        let calls = self.callsites.get(&callable).cloned().unwrap_or_default();
        for call in calls {
            self.join_returns(ctx, callable, call);
        }
    }

    /// The transfer function of an op that is not a region branch op: fold it.
    fn transfer(&mut self, ctx: &mut Context, op: Op) {
        let results: Vec<Value> = ctx.ir.results(op).collect();
        if !ctx.ir.op(op).regions.is_empty() {
            return self.overdefine(ctx, &results);
        }
        let Some(consts) = self.operand_constants(ctx, op) else {
            return;
        };
        let Some(dialect) = ctx.op_info(op).map(|i| i.dialect) else {
            return self.overdefine(ctx, &results);
        };
        // an in-place fold is undone: the constants need not be the runtime values
        let operands: Vec<Value> = ctx.ir.operands(op).collect();
        let (attrs, props) = (ctx.ir.op(op).attrs, ctx.ir.op(op).props.clone());
        let mut out = std::mem::take(&mut self.fold_results);
        let folded = fold_op(ctx, op, &consts, &mut out);
        let in_place = out.is_empty()
            || out
                .iter()
                .zip(&results)
                .all(|(r, &own)| matches!(r, FoldResult::Value(v) if *v == own));
        if !folded || in_place || out.len() != results.len() {
            if !ctx.ir.operands(op).eq(operands.iter().copied()) {
                ctx.ir.set_operands(op, &operands);
            }
            let data = ctx.ir.op_mut(op);
            data.attrs = attrs;
            data.props = props;
            self.fold_results = out;
            return self.overdefine(ctx, &results);
        }
        for (r, &v) in out.iter().zip(&results) {
            let l = match *r {
                FoldResult::Attr(a) => Lattice::Constant(a, dialect),
                FoldResult::Value(x) => self.lattice(x),
            };
            self.join(ctx, v, l);
        }
        self.fold_results = out;
    }

    /// Joins the values forwarded along an edge into `inputs` (the successor's entry block
    /// arguments or the branch op's results, `all`); the values of `all` that are not inputs
    /// become overdefined. `forwarded: None`: nothing is known of the edge's values.
    fn join_edge(
        &mut self,
        ctx: &Context,
        forwarded: Option<Vec<Value>>,
        inputs: &[Value],
        all: &[Value],
    ) {
        let Some(forwarded) = forwarded else {
            return self.overdefine(ctx, all);
        };
        if inputs.len() != all.len() {
            let first = inputs
                .first()
                .and_then(|f| all.iter().position(|a| a == f))
                .unwrap_or(0);
            let end = first + inputs.len();
            let others: Vec<Value> = all
                .iter()
                .enumerate()
                .filter(|(i, _)| *i < first || *i >= end)
                .map(|(_, &v)| v)
                .collect();
            self.overdefine(ctx, &others);
        }
        for (&from, &to) in forwarded.iter().zip(inputs) {
            let l = self.lattice(from);
            self.join(ctx, to, l);
        }
    }

    /// The values receiving what flows to `target` of region branch op `op`.
    fn target_values(ctx: &Context, op: Op, target: RegionPoint) -> Vec<Value> {
        match target {
            RegionPoint::Parent => ctx.ir.results(op).collect(),
            RegionPoint::Region(r) => ctx
                .ir
                .first_block(r)
                .map(|b| ctx.ir.block_args(b).to_vec())
                .unwrap_or_default(),
        }
    }

    fn reach(&mut self, ctx: &Context, target: RegionPoint) {
        if let RegionPoint::Region(r) = target {
            if let Some(entry) = ctx.ir.first_block(r) {
                self.mark_live(ctx, entry);
            }
        }
    }

    /// A region branch op whose operands are known enters the regions its constants allow.
    fn enter_region_branch(&mut self, ctx: &Context, op: Op) {
        let Some(consts) = self.operand_constants(ctx, op) else {
            return;
        };
        let Some(branch) = as_region_branch(ctx, &op) else {
            return;
        };
        let successors = branch.entry_successor_regions(ctx, &consts);
        let edges: Vec<(RegionSuccessor, Vec<Value>)> = successors
            .into_iter()
            .map(|s| {
                let range = branch.entry_successor_operands(ctx, s.target);
                let forwarded = range.map(|i| ctx.ir.operand(op, i)).collect();
                (s, forwarded)
            })
            .collect();
        for (s, forwarded) in edges {
            self.reach(ctx, s.target);
            let all = Self::target_values(ctx, op, s.target);
            self.join_edge(ctx, Some(forwarded), &s.inputs, &all);
        }
    }

    /// A terminator of a region of region branch op `parent` whose operands are known goes
    /// where it (or `parent`) says.
    fn leave_region(&mut self, ctx: &Context, t: Op, parent: Op, region: Region) {
        let Some(consts) = self.operand_constants(ctx, t) else {
            return;
        };
        let Some(branch) = as_region_branch(ctx, &parent) else {
            return;
        };
        let successors = terminator_successor_regions(ctx, branch, t, region, &consts);
        for s in successors {
            self.reach(ctx, s.target);
            let forwarded = terminator_successor_operands(ctx, t, s.target)
                .map(|range| range.map(|i| ctx.ir.operand(t, i)).collect());
            let all = Self::target_values(ctx, parent, s.target);
            self.join_edge(ctx, forwarded, &s.inputs, &all);
        }
    }

    /// A terminator with successors: the live edges, and the values they forward.
    fn branch(&mut self, ctx: &Context, op: Op) {
        let Some(block) = ctx.ir.op_parent(op) else {
            return;
        };
        let successors = ctx.ir.op(op).successors.to_vec();
        let Some(b) = as_branch_op(ctx, &op) else {
            for s in successors {
                self.edges.insert((block, s), ());
                self.mark_live(ctx, s);
                let args = ctx.ir.block_args(s).to_vec();
                self.overdefine(ctx, &args);
            }
            return;
        };
        let Some(consts) = self.operand_constants(ctx, op) else {
            return;
        };
        let taken: Vec<usize> = match b.successor_for_operands(ctx, &consts) {
            // the edge to a block is live for every successor slot naming that block
            Some(i) if i < successors.len() => (0..successors.len())
                .filter(|&j| successors[j] == successors[i])
                .collect(),
            _ => (0..successors.len()).collect(),
        };
        // the slots in the order of the block's use list (the last slot's use first), as
        // upstream joins the predecessors: the first constant keeps its dialect
        for i in taken.into_iter().rev() {
            let s = successors[i];
            let forwarded: Vec<Value> = b
                .successor_operands(ctx, i)
                .map(|j| ctx.ir.operand(op, j))
                .collect();
            self.edges.insert((block, s), ());
            self.mark_live(ctx, s);
            let args = ctx.ir.block_args(s).to_vec();
            // arguments the branch produces itself come first
            let produced = args.len().saturating_sub(forwarded.len());
            self.overdefine(ctx, &args[..produced]);
            for (&from, &to) in forwarded.iter().zip(&args[produced..]) {
                let l = self.lattice(from);
                self.join(ctx, to, l);
            }
        }
    }
}

/// The block `op` ends when it may return control to its region's parent: it has no
/// successors, is the last op of its block and, when registered, is a terminator.
fn returning_terminator_block(ctx: &Context, op: Op) -> Option<Block> {
    if !ctx.ir.op(op).successors.is_empty() {
        return None;
    }
    let block = ctx.ir.op_parent(op)?;
    if ctx.ir.last_op(block) != Some(op) {
        return None;
    }
    if let Some(info) = ctx.op_info(op) {
        if !info.traits.contains(OpTraits::TERMINATOR) {
            return None;
        }
    }
    Some(block)
}

/// When `op` is the terminator (no successors) of a block of a region of a region branch op:
/// that op and the region.
fn region_return(ctx: &Context, op: Op) -> Option<(Op, Region)> {
    let block = returning_terminator_block(ctx, op)?;
    let region = ctx.ir.block_parent(block)?;
    let parent = ctx.ir.region_parent(region)?;
    as_region_branch(ctx, &parent)?;
    Some((parent, region))
}

/// A set with the fast hasher.
type FxHashSet<T> = std::collections::HashSet<T, std::hash::BuildHasherDefault<FxHasher>>;

/// When `op` is the terminator (no successors) of a block of a region of a callable op: that
/// op.
fn callable_return(ctx: &Context, op: Op) -> Option<Op> {
    let block = returning_terminator_block(ctx, op)?;
    let parent = ctx.ir.block_parent_op(block)?;
    as_callable_op(ctx, &parent)?;
    Some(parent)
}

/// A symbol's visibility (`sym_visibility`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Visibility {
    /// visible everywhere (no `sym_visibility`, or `"public"`)
    Public,
    /// visible in its symbol table only
    Private,
    /// visible in its symbol table and the tables around it
    Nested,
}

/// The visibility of symbol op `op` (public when it has no `sym_visibility`).
pub(crate) fn visibility(ctx: &Context, op: Op) -> Visibility {
    if is_private_symbol(ctx, op) {
        return Visibility::Private;
    }
    let nested = ctx
        .lookup_symbol("sym_visibility")
        .and_then(|vis| crate::ods::verify::op_attr_by_symbol(ctx, op, vis));
    match nested.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::String { value, .. }) if &value[..] == b"nested" => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// Creates and uniques the constants the rewrite materializes, as MLIR's `OperationFolder`:
/// one per (insertion region, dialect, value, type), created at the front of the insertion
/// region's entry block with an unknown location.
#[derive(Default)]
pub struct ConstantFolder {
    constants: FxHashMap<(Region, u32, Attribute, Type), Op>,
    /// insertion region by region (memoized, so deep nesting costs linear time)
    insertion: FxHashMap<Region, Region>,
}

impl ConstantFolder {
    /// The region constants used in `region` go to: the nearest enclosing region (itself
    /// included) whose parent op is isolated from above (or unregistered), or the outermost.
    fn insertion_region(&mut self, ctx: &Context, region: Region) -> Region {
        let mut path = Vec::new();
        let mut r = region;
        let found = loop {
            if let Some(&known) = self.insertion.get(&r) {
                break known;
            }
            path.push(r);
            let Some(parent) = ctx.ir.region_parent(r) else {
                break r;
            };
            let isolated = ctx
                .op_info(parent)
                .is_none_or(|i| i.traits.contains(OpTraits::ISOLATED_FROM_ABOVE));
            if isolated {
                break r;
            }
            match ctx
                .ir
                .op_parent(parent)
                .and_then(|b| ctx.ir.block_parent(b))
            {
                Some(up) => r = up,
                None => break r,
            }
        };
        for p in path {
            self.insertion.insert(p, found);
        }
        found
    }

    /// A constant of `value` (type `ty`) materialized by dialect `dialect` for a use in
    /// `block`: an existing one of its insertion region, or a new one; `None` when the
    /// dialect cannot materialize it.
    pub fn get_or_create(
        &mut self,
        ctx: &mut Context,
        block: Block,
        dialect: u32,
        value: Attribute,
        ty: Type,
    ) -> Option<Value> {
        let region = self.insertion_region(ctx, ctx.ir.block_parent(block)?);
        let entry = ctx.ir.first_block(region)?;
        let key = (region, dialect, value, ty);
        if let Some(&c) = self.constants.get(&key) {
            return Some(ctx.ir.result(c, 0));
        }
        let materialize = ctx
            .registry
            .dialects
            .get(dialect as usize)?
            .constant_materializer?;
        let loc = ctx.common.unknown_loc;
        let c = materialize(ctx, value, ty, loc)?;
        if ctx.ir.op_parent(c).is_some() {
            ctx.ir.detach_op(c);
        }
        let good = ctx.ir.num_results(c) == 1
            && ctx.ir.value_type(ctx.ir.result(c, 0)) == ty
            && ctx.op_traits(c).contains(OpTraits::CONSTANT_LIKE);
        if !good {
            ctx.ir.erase_op(c);
            return None;
        }
        match ctx.ir.first_op(entry) {
            Some(first) => ctx.ir.insert_op_before(first, c),
            None => ctx.ir.append_op(entry, c),
        }
        let made_by = ctx.op_info(c).map_or(dialect, |i| i.dialect);
        if made_by != dialect {
            let other = (region, made_by, value, ty);
            if let Some(&existing) = self.constants.get(&other) {
                ctx.ir.erase_op(c);
                self.constants.insert(key, existing);
                return Some(ctx.ir.result(existing, 0));
            }
            self.constants.insert(other, c);
        }
        self.constants.insert(key, c);
        Some(ctx.ir.result(c, 0))
    }
}

/// Replaces `v` (used from `block`) by a constant when the solver knows it to be one.
fn replace_with_constant(
    ctx: &mut Context,
    solver: &Solver,
    folder: &mut ConstantFolder,
    block: Block,
    v: Value,
) -> bool {
    let Lattice::Constant(a, dialect) = solver.lattice(v) else {
        return false;
    };
    let ty = ctx.ir.value_type(v);
    let Some(c) = folder.get_or_create(ctx, block, dialect, a, ty) else {
        return false;
    };
    ctx.ir.replace_all_uses_with(v, c);
    true
}

/// The rewrite of MLIR's SCCP over the regions of `top`.
fn rewrite(ctx: &mut Context, top: Op, solver: &Solver) {
    let mut folder = ConstantFolder::default();
    let mut work: Vec<Block> = Vec::new();
    let push_regions = |ctx: &Context, op: Op, work: &mut Vec<Block>| {
        for &r in ctx.ir.op(op).regions.iter() {
            let start = work.len();
            work.extend(ctx.ir.region_blocks(r));
            work[start..].reverse();
        }
    };
    push_regions(ctx, top, &mut work);
    while let Some(block) = work.pop() {
        let mut cur = ctx.ir.first_op(block);
        while let Some(op) = cur {
            cur = ctx.ir.next_op(op);
            let n = ctx.ir.num_results(op);
            let mut all = n != 0;
            for i in 0..n {
                let r = ctx.ir.result(op, i);
                all &= replace_with_constant(ctx, solver, &mut folder, block, r);
            }
            if all && would_be_trivially_dead(ctx, op) {
                ctx.ir.erase_op(op);
                continue;
            }
            push_regions(ctx, op, &mut work);
        }
        let args = ctx.ir.block_args(block).to_vec();
        for a in args {
            replace_with_constant(ctx, solver, &mut folder, block, a);
        }
    }
}
