//! The greedy pattern-and-fold driver: MLIR's canonicalization machinery.
//!
//! Patterns are typed ([`RewritePattern`], see [`crate::transforms::pattern`]) and change the
//! IR only through the [`Rewriter`] the driver gives them ([`crate::transforms::rewriter`]):
//! it reports what they do to the driver in MLIR's notification order, so the worklist
//! evolves as MLIR's does (which decides the order of later rewrites, hence the output), and
//! the driver checks that nothing was changed behind its back (a pattern that edits IR
//! directly, or that reports failure after changing the IR, makes the driver panic with the
//! pattern's name: a programming error).
//!
//! [`apply_patterns_and_fold_greedily`] runs patterns and folders over the ops nested in a
//! root op until nothing changes, in the manner of MLIR's `GreedyPatternRewriteDriver`: a
//! worklist of ops (bottom-up: gathered in post-order and popped from the last one; top-down
//! with [`GreedyConfig::top_down`]: popped in pre-order); for each op: erase it when
//! trivially dead ([`would_be_trivially_dead`]: unused, and only reading memory or writing
//! what it allocates, see [`crate::analysis::effects`]), else fold it ([`fold_op`]: the registry `fold` hook, then trait folds;
//! attributes become constants through the dialect's constant materializer), else try the
//! patterns rooted at it
//! by decreasing benefit, each with a fresh insertion point right before the op. Ops the
//! rewriter reports are revisited. Before each walk, equal
//! constants are uniqued per insertion region and hoisted to the front of its entry block
//! ([`GreedyConfig::cse_constants`], MLIR's `OperationFolder`). The whole walk is repeated
//! until an iteration changes nothing or [`GreedyConfig::max_iterations`] is reached, and
//! [`GreedyConfig::max_rewrites`] bounds the total number of rewrites so that a pattern that
//! always succeeds cannot hang the driver. Everything is iterative: nesting depth costs no
//! stack.
//!
//! [`canonicalize`] collects every registered op's `canonicalize` method and canonicalization
//! patterns ([`crate::ir::registry::OpInfo`]) and runs the driver the way MLIR's canonicalizer
//! pass does.
//!
//! Differences from MLIR's driver: the reports of a pattern are applied to the worklist when
//! the pattern returns (in their order), and ops erased by a pattern are skipped when popped
//! (an op is processed only while it is nested in the root).
//! Folds, dead-op erasure and constant uniquing update the worklist the way MLIR's rewriter
//! notifications do. Trait folds run in the fixed order `Involution`, `Idempotent`,
//! `Commutative` (MLIR: the op's trait order). Rewrites are always bounded (MLIR: unbounded by
//! default) and folds count as rewrites. All regions of the root are handled by one driver
//! (MLIR runs one per region). As in MLIR 22, each walk first erases unreachable blocks and,
//! with [`GreedyConfig::simplify_regions`], ends by simplifying the root's regions at MLIR's
//! default level ([`crate::transforms::region_simplify::simplify_regions`]: unreachable blocks, dead ops and dead
//! block arguments; no block merging). No strict mode, no external listener.

use crate::ir::attributes::Attribute;
use crate::ir::context::{Context, FxHashMap};
use crate::ir::registry::{FoldResult, OpTraits};
use crate::ir::types::Type;
use crate::ir::{Op, Region, Value, ValueDef};
pub use crate::transforms::pattern::{FnPattern, PatternRoot, PatternSet, RewritePattern};
use crate::transforms::pattern::{FrozenPatterns, MethodPattern};
use crate::transforms::rewriter::push_children;
pub use crate::transforms::rewriter::Rewriter;

/// Settings of [`apply_patterns_and_fold_greedily`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GreedyConfig {
    /// process ops in pre-order from the first one (MLIR's `useTopDownTraversal`) instead of
    /// gathering them in post-order and processing from the last one
    pub top_down: bool,
    /// fold ops through their registered `fold` hooks
    pub fold: bool,
    /// maximum number of walks over the IR (MLIR's default: 10)
    pub max_iterations: u32,
    /// at the start of each walk, unique equal constants per insertion region and hoist them
    /// to the front of the region's entry block (MLIR's `cseConstants`, on by default)
    pub cse_constants: bool,
    /// maximum number of rewrites (successful folds and patterns; erasing dead ops does not
    /// count); `None`: 1000 plus 16 per op under the root when the driver starts
    pub max_rewrites: Option<u64>,
    /// after each walk, simplify the root's regions: erase unreachable blocks and dead ops
    /// and block arguments ([`crate::transforms::region_simplify::simplify_regions`]; MLIR's default `Normal`
    /// region simplification level)
    pub simplify_regions: bool,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: false,
            fold: true,
            max_iterations: 10,
            cse_constants: true,
            max_rewrites: None,
            simplify_regions: true,
        }
    }
}

impl GreedyConfig {
    /// The settings of MLIR's canonicalizer pass: top-down, folding, 10 iterations.
    pub fn canonicalizer() -> Self {
        GreedyConfig {
            top_down: true,
            ..GreedyConfig::default()
        }
    }
}

/// Why the driver stopped before reaching a fixpoint. The IR was changed and is valid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotConverged {
    /// every one of the allowed iterations changed the IR
    MaxIterations {
        /// iterations run
        iterations: u32,
        /// rewrites done
        rewrites: u64,
    },
    /// the rewrite budget ran out
    MaxRewrites {
        /// iterations run (the last one interrupted)
        iterations: u32,
        /// rewrites done
        rewrites: u64,
    },
}

impl std::fmt::Display for NotConverged {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotConverged::MaxIterations {
                iterations,
                rewrites,
            } => write!(
                f,
                "greedy rewriting did not converge after {iterations} iterations ({rewrites} rewrites)"
            ),
            NotConverged::MaxRewrites {
                iterations,
                rewrites,
            } => write!(
                f,
                "greedy rewriting stopped after {rewrites} rewrites (iteration {iterations})"
            ),
        }
    }
}

impl std::error::Error for NotConverged {}

/// The constant value of `v`: the folded value of its defining op when that op is
/// constant-like (MLIR's `m_Constant`), else `None`.
pub fn constant_value(ctx: &mut Context, v: Value) -> Option<Attribute> {
    let ValueDef::Result { op, .. } = ctx.ir.value(v).def else {
        return None;
    };
    let info = ctx.op_info(op)?;
    if !info.traits.contains(OpTraits::CONSTANT_LIKE) {
        return None;
    }
    let fold = info.fold?;
    let operands = vec![None; ctx.ir.num_operands(op)];
    // the result buffer is reused (this runs for every operand the driver folds with)
    thread_local! {
        static OUT: std::cell::Cell<Vec<FoldResult>> = const { std::cell::Cell::new(Vec::new()) };
    }
    let mut out = OUT.try_with(|c| c.take()).unwrap_or_default();
    out.clear();
    let value = match fold(ctx, op, &operands, &mut out) {
        true => match out.as_slice() {
            [FoldResult::Attr(a)] => Some(*a),
            _ => None,
        },
        false => None,
    };
    let _ = OUT.try_with(|c| c.set(out));
    value
}

/// Folds `op` as MLIR's fold hook does: the registered `fold` function, then, when that fails
/// or folds in place, the folds of its traits (`Involution`: `f(f(x)) -> x`; `Idempotent`:
/// `f(f(x)) -> f(x)`, `f(x, x) -> x`; `Commutative`: constant operands move to the end, in
/// place). `operands` holds the constant value of each operand. Returns `true` on success
/// with one result per op result in `out`, or none when `op` was changed in place.
pub fn fold_op(
    ctx: &mut Context,
    op: Op,
    operands: &[Option<Attribute>],
    out: &mut Vec<FoldResult>,
) -> bool {
    out.clear();
    let Some(info) = ctx.op_info(op) else {
        return false;
    };
    let (traits, fold) = (info.traits, info.fold);
    let mut in_place = false;
    if let Some(fold) = fold {
        if fold(ctx, op, operands, out) {
            let own = (ctx.ir.num_results(op) == 1).then(|| ctx.ir.result(op, 0));
            match out.as_slice() {
                [] => in_place = true,
                [FoldResult::Value(v)] if Some(*v) == own => {
                    out.clear();
                    in_place = true;
                }
                _ => return true,
            }
        } else {
            out.clear();
        }
    }
    fold_traits(ctx, op, traits, operands, out) || in_place
}

/// The trait folds of [`fold_op`], in the order `Involution`, `Idempotent`, `Commutative`.
fn fold_traits(
    ctx: &mut Context,
    op: Op,
    traits: OpTraits,
    operands: &[Option<Attribute>],
    out: &mut Vec<FoldResult>,
) -> bool {
    let n = ctx.ir.num_operands(op);
    let name = ctx.ir.op(op).name;
    let same_op_def = |ctx: &Context, v: Value| match ctx.ir.value(v).def {
        ValueDef::Result { op: d, .. } if ctx.ir.op(d).name == name => Some(d),
        _ => None,
    };
    let single_result = ctx.ir.num_results(op) == 1;
    if traits.contains(OpTraits::INVOLUTION) && n == 1 && single_result {
        let inner = same_op_def(ctx, ctx.ir.operand(op, 0));
        if let Some(d) = inner.filter(|&d| ctx.ir.num_operands(d) >= 1) {
            out.push(FoldResult::Value(ctx.ir.operand(d, 0)));
            return true;
        }
    }
    if traits.contains(OpTraits::IDEMPOTENT) && n >= 1 && single_result {
        let x = ctx.ir.operand(op, 0);
        let hit = if n == 1 {
            same_op_def(ctx, x).is_some()
        } else {
            ctx.ir.operand(op, 1) == x
        };
        if hit {
            out.push(FoldResult::Value(x));
            return true;
        }
    }
    // a constant operand before a non-constant one: the stable partition below moves it
    let unordered = || {
        let mut constant_seen = false;
        operands.iter().any(|c| {
            constant_seen |= c.is_some();
            constant_seen && c.is_none()
        })
    };
    if traits.contains(OpTraits::COMMUTATIVE) && n >= 2 && operands.len() == n && unordered() {
        // stable partition: non-constant operands first
        let values: Vec<Value> = ctx.ir.operands(op).collect();
        let order: Vec<usize> = (0..n)
            .filter(|&i| operands[i].is_none())
            .chain((0..n).filter(|&i| operands[i].is_some()))
            .collect();
        if order.iter().enumerate().any(|(i, &j)| i != j) {
            for (i, &j) in order.iter().enumerate() {
                ctx.ir.set_operand(op, i, values[j]);
            }
            return true;
        }
    }
    false
}

/// Whether `op` would be dead if its results had no uses (MLIR's `wouldOpBeTriviallyDead`):
/// it is registered, not a terminator nor a symbol, and every memory effect of it and (with
/// `RecursiveMemoryEffects`) of anything nested in it is a read or acts on a result the op
/// allocates itself; unknown effects keep the op. See
/// [`crate::analysis::effects::would_be_trivially_dead`].
pub fn would_be_trivially_dead(ctx: &Context, op: Op) -> bool {
    crate::analysis::effects::would_be_trivially_dead(ctx, op)
}

/// Whether `op` has no used result and [`would_be_trivially_dead`] holds.
pub fn is_trivially_dead(ctx: &Context, op: Op) -> bool {
    ctx.ir.results(op).all(|r| !ctx.ir.has_uses(r)) && would_be_trivially_dead(ctx, op)
}

/// The ops nested in `root` (not `root` itself), in post-order (nested ops before their
/// parent) or, with `pre_order`, pre-order. Iterative.
pub fn walk_nested(ctx: &Context, root: Op, pre_order: bool) -> Vec<Op> {
    let mut out = Vec::new();
    let mut stack = Vec::new();
    let mut kids = Vec::new();
    push_children(ctx, root, &mut stack);
    if pre_order {
        stack.reverse();
    }
    while let Some(op) = stack.pop() {
        out.push(op);
        kids.clear();
        push_children(ctx, op, &mut kids);
        if pre_order {
            stack.extend(kids.iter().rev());
        } else {
            stack.extend(kids.iter());
        }
    }
    if !pre_order {
        // a pre-order with children visited last-to-first, reversed, is the post-order
        out.reverse();
    }
    out
}

struct Driver<'a> {
    root: Op,
    config: GreedyConfig,
    patterns: &'a FrozenPatterns<'a>,
    worklist: Vec<Op>,
    in_list: Vec<bool>,
    /// `known[op] == epoch`: whether `op` is under `root` (`live[op]`) is known since the
    /// last change
    known: Vec<u32>,
    live: Vec<bool>,
    epoch: u32,
    rewrites: u64,
    budget: u64,
    iterations: u32,
    // scratch buffers
    ancestors: Vec<Op>,
    path: Vec<Op>,
    cands: Vec<u32>,
    fold_results: Vec<FoldResult>,
    fold_consts: Vec<Option<Attribute>>,
    /// uniqued constants by (insertion region, dialect, value, type)
    constants: FxHashMap<(Region, u32, Attribute, Type), Op>,
    /// the constants in `constants`
    owned: FxHashMap<Op, ()>,
    /// constant uniquing moved or erased a constant (does not force another iteration)
    cse_changed: bool,
}

/// The per-op tables of a [`Driver`], kept between runs on one thread: they are indexed by op
/// and sized by the whole arena, so a pass that runs the driver once per function (the
/// inliner's `canonicalize` pipeline) would otherwise allocate and clear them for every
/// function, quadratic in the number of functions. `in_list` is all `false` between runs;
/// `known` entries are guarded by `epoch`, which keeps growing across runs.
#[derive(Default)]
struct DriverTables {
    in_list: Vec<bool>,
    known: Vec<u32>,
    live: Vec<bool>,
    epoch: u32,
}

thread_local! {
    static DRIVER_TABLES: std::cell::RefCell<DriverTables> =
        std::cell::RefCell::new(DriverTables::default());
}

impl Drop for Driver<'_> {
    fn drop(&mut self) {
        for &op in &self.worklist {
            if let Some(f) = self.in_list.get_mut(op.index()) {
                *f = false;
            }
        }
        let tables = DriverTables {
            in_list: std::mem::take(&mut self.in_list),
            known: std::mem::take(&mut self.known),
            live: std::mem::take(&mut self.live),
            epoch: self.epoch,
        };
        let _ = DRIVER_TABLES.try_with(|t| *t.borrow_mut() = tables);
    }
}

impl Driver<'_> {
    fn grow(&mut self, ctx: &Context) {
        let n = ctx.ir.num_ops();
        if self.in_list.len() < n {
            self.in_list.resize(n, false);
            self.known.resize(n, 0);
            self.live.resize(n, false);
        }
    }

    fn push(&mut self, ctx: &Context, op: Op) {
        self.grow(ctx);
        if op != self.root && !self.in_list[op.index()] {
            self.in_list[op.index()] = true;
            self.worklist.push(op);
        }
    }

    /// Whether `op` is (still) nested under the root.
    fn is_live(&mut self, ctx: &Context, op: Op) -> bool {
        self.grow(ctx);
        if op == self.root {
            return false;
        }
        self.path.clear();
        let mut cur = op;
        let live = loop {
            if cur == self.root {
                break true;
            }
            if self.known[cur.index()] == self.epoch {
                break self.live[cur.index()];
            }
            self.path.push(cur);
            match ctx.ir.parent_op(cur) {
                Some(p) => cur = p,
                None => break false,
            }
        };
        for &o in &self.path {
            self.known[o.index()] = self.epoch;
            self.live[o.index()] = live;
        }
        live
    }

    /// MLIR's `addToWorklist`: `op` and its ancestors up to the root's regions, innermost
    /// first; nothing when `op` is no longer nested in the root.
    fn add_to_worklist(&mut self, ctx: &Context, op: Op) {
        self.grow(ctx);
        let mut anc = std::mem::take(&mut self.ancestors);
        anc.clear();
        let mut cur = op;
        let live = loop {
            if cur == self.root {
                break false;
            }
            anc.push(cur);
            match ctx.ir.parent_op(cur) {
                Some(p) if p == self.root => break true,
                Some(p) => cur = p,
                None => break false,
            }
        };
        if live {
            for &o in &anc {
                self.known[o.index()] = self.epoch;
                self.live[o.index()] = true;
                self.push(ctx, o);
            }
        }
        self.ancestors = anc;
    }

    /// MLIR's `addOperandsToWorklist` for an erased (or erasing) `op`: the defining ops of its
    /// operands that have at most one other user left (they may now be dead or foldable);
    /// ops in `erased` are gone and count for nothing.
    fn add_operand_defs(&mut self, ctx: &Context, op: Op, erased: &FxHashMap<Op, ()>) {
        for i in 0..ctx.ir.num_operands(op) {
            let v = ctx.ir.operand(op, i);
            let ValueDef::Result { op: def, .. } = ctx.ir.value(v).def else {
                continue;
            };
            if erased.contains_key(&def) {
                continue;
            }
            let gone = |o: Op| erased.contains_key(&o);
            if crate::transforms::rewriter::at_most_one_other_user(ctx, v, op, gone) {
                self.add_to_worklist(ctx, def);
            }
        }
    }

    /// Erases `op` and everything nested in it the way MLIR's rewriter notifies it: nested
    /// ops first (last to first), then `op`, each adding its operands' defining ops to the
    /// worklist; all of them are remembered as erased.
    fn erase_tracked(&mut self, ctx: &mut Context, op: Op) {
        self.grow(ctx);
        if ctx.ir.op(op).regions.is_empty() {
            // the common case, one op: what the general walk below does, without its lists
            self.add_operand_defs(ctx, op, &FxHashMap::default());
            self.known[op.index()] = self.epoch;
            self.live[op.index()] = false;
            ctx.ir.erase_op(op);
            return;
        }
        // pre-order with children first to last, reversed: children last to first, then op
        let mut order = Vec::new();
        let mut stack = vec![op];
        let mut kids = Vec::new();
        while let Some(o) = stack.pop() {
            order.push(o);
            kids.clear();
            push_children(ctx, o, &mut kids);
            stack.extend(kids.iter().rev());
        }
        order.reverse();
        let mut erased: FxHashMap<Op, ()> = FxHashMap::default();
        for &o in &order {
            self.add_operand_defs(ctx, o, &erased);
            erased.insert(o, ());
        }
        for &o in &order {
            self.known[o.index()] = self.epoch;
            self.live[o.index()] = false;
        }
        ctx.ir.erase_op(op);
    }

    /// MLIR's `eraseUnreachableBlocks` through the rewriter: in every region under the root
    /// (nested ones included), the blocks not reachable from the entry are erased, each
    /// after the uses of its values are dropped, its ops last to first with the worklist
    /// updates of an erasure.
    fn erase_unreachable_blocks(&mut self, ctx: &mut Context) -> bool {
        let mut erased = false;
        let mut work: Vec<Region> = ctx.ir.op(self.root).regions.to_vec();
        let mut reachable = crate::ir::marks::ScratchMarks::take();
        while let Some(region) = work.pop() {
            let Some(entry) = ctx.ir.first_block(region) else {
                continue;
            };
            if ctx.ir.next_block(entry).is_none() {
                // one block: reachable by definition
                crate::transforms::region_simplify::push_regions_of_block(ctx, entry, &mut work);
                continue;
            }
            let blocks: Vec<crate::ir::Block> = ctx.ir.region_blocks(region).collect();
            for b in crate::analysis::cfg::reachable_blocks(ctx, region) {
                reachable.insert(b.index());
            }
            for b in blocks {
                if reachable.contains(b.index()) {
                    crate::transforms::region_simplify::push_regions_of_block(ctx, b, &mut work);
                    continue;
                }
                // drop every use of a value defined in the block: they become placeholders
                // (MLIR's null operands), which erasure reports to no one
                let mut defined: Vec<Value> = ctx.ir.block_args(b).to_vec();
                let mut stack: Vec<Op> = ctx.ir.block_ops(b).collect();
                while let Some(o) = stack.pop() {
                    defined.extend(ctx.ir.results(o));
                    push_children(ctx, o, &mut stack);
                }
                for v in defined {
                    let uses: Vec<crate::ir::OperandRef> = ctx.ir.uses(v).collect();
                    for u in uses {
                        let ty = ctx.ir.value_type(v);
                        let loc = ctx.common.unknown_loc;
                        let dead = ctx.ir.create_placeholder(ty, loc);
                        ctx.ir.set_operand(u.op, u.index as usize, dead);
                    }
                }
                let ops: Vec<Op> = ctx.ir.block_ops(b).collect();
                for &op in ops.iter().rev() {
                    self.erase_tracked(ctx, op);
                }
                ctx.ir.erase_block(b);
                erased = true;
            }
        }
        if erased {
            self.invalidate();
        }
        erased
    }

    /// A pattern changed the IR in unknown ways: forget which ops are known to be under the
    /// root.
    fn invalidate(&mut self) {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.known.iter_mut().for_each(|e| *e = 0);
            self.epoch = 1;
        }
    }

    fn check_budget(&self) -> Result<(), NotConverged> {
        if self.rewrites >= self.budget {
            return Err(NotConverged::MaxRewrites {
                iterations: self.iterations,
                rewrites: self.rewrites,
            });
        }
        Ok(())
    }

    /// One walk: returns whether anything changed.
    fn run_iteration(&mut self, ctx: &mut Context) -> Result<bool, NotConverged> {
        let ops = walk_nested(ctx, self.root, self.config.top_down);
        if self.budget == u64::MAX {
            self.budget = self
                .config
                .max_rewrites
                .unwrap_or(1000 + 16 * ops.len() as u64);
        }
        self.grow(ctx);
        for op in self.worklist.drain(..) {
            self.in_list[op.index()] = false;
        }
        // as MLIR: top-down pushes the ops in pre-order and reverses the list, so they are
        // popped in pre-order; bottom-up adds them (with their ancestors) in post-order and
        // pops from the end. Constants are uniqued and hoisted on the way.
        for op in ops {
            if self.config.cse_constants
                && self.is_live(ctx, op)
                && !self.insert_known_constant(ctx, op)
            {
                continue;
            }
            if self.config.top_down {
                self.push(ctx, op);
            } else {
                self.add_to_worklist(ctx, op);
            }
        }
        if self.config.top_down {
            self.worklist.reverse();
        }
        // as MLIR: unreachable blocks go before the patterns run (patterns need not cope
        // with the self-referencing values unreachable code may hold)
        let mut changed = self.erase_unreachable_blocks(ctx);
        changed |= self.drain_worklist(ctx)?;
        if self.config.simplify_regions {
            let regions: Vec<Region> = ctx.ir.op(self.root).regions.to_vec();
            if crate::transforms::region_simplify::simplify_regions(ctx, &regions) {
                changed = true;
            }
            self.invalidate();
        }
        Ok(changed)
    }

    /// Processes the worklist until it is empty (ops no longer under the root are skipped);
    /// returns whether anything changed.
    fn drain_worklist(&mut self, ctx: &mut Context) -> Result<bool, NotConverged> {
        let mut changed = false;
        while let Some(op) = self.worklist.pop() {
            if let Some(f) = self.in_list.get_mut(op.index()) {
                *f = false;
            }
            if !self.is_live(ctx, op) {
                continue;
            }
            self.check_budget()?;
            if self.process(ctx, op)? {
                changed = true;
            }
        }
        Ok(changed)
    }

    /// The region constants of an op in `block` are uniqued in and hoisted to: the nearest
    /// enclosing region whose parent op is isolated from above (or unregistered), or a region
    /// of the root.
    fn insertion_region(&self, ctx: &Context, mut block: crate::ir::Block) -> Option<Region> {
        loop {
            let region = ctx.ir.block_parent(block)?;
            let parent = ctx.ir.region_parent(region)?;
            let isolated = match ctx.op_info(parent) {
                Some(i) => i.traits.contains(OpTraits::ISOLATED_FROM_ABOVE),
                None => true,
            };
            if parent == self.root || isolated {
                return Some(region);
            }
            block = ctx.ir.op_parent(parent)?;
        }
    }

    /// MLIR's `OperationFolder::insertKnownConstant`: when `op` is a constant, replaces it
    /// with an equal constant already uniqued in its insertion region (returns `false`: `op`
    /// is erased), or uniques it and moves it to the front of the region's entry block
    /// (unless it sits right after other uniqued constants there). Returns `true` otherwise.
    fn insert_known_constant(&mut self, ctx: &mut Context, op: Op) -> bool {
        let Some(info) = ctx.op_info(op) else {
            return true;
        };
        // only self-contained constants can move: no operands, no regions
        if !info.traits.contains(OpTraits::CONSTANT_LIKE)
            || ctx.ir.num_results(op) != 1
            || ctx.ir.num_operands(op) != 0
            || !ctx.ir.op(op).regions.is_empty()
        {
            return true;
        }
        let dialect = info.dialect;
        let Some(block) = ctx.ir.op_parent(op) else {
            return true;
        };
        let result = ctx.ir.result(op, 0);
        let Some(value) = constant_value(ctx, result) else {
            return true;
        };
        let Some(region) = self.insertion_region(ctx, block) else {
            return true;
        };
        let Some(entry) = ctx.ir.first_block(region) else {
            return true;
        };
        if self.owned.contains_key(&op) {
            return true;
        }
        let key = (region, dialect, value, ctx.ir.value_type(result));
        if let Some(&existing) = self.constants.get(&key) {
            let valid = existing != op
                && self.is_live(ctx, existing)
                && ctx.ir.op_parent(existing) == Some(entry);
            if valid {
                // as MLIR's `replaceOp`: the users are modified, then `op` is erased
                let users: Vec<Op> = ctx.ir.uses(result).map(|u| u.op).collect();
                for u in users {
                    self.add_to_worklist(ctx, u);
                }
                ctx.ir
                    .replace_all_uses_with(result, ctx.ir.result(existing, 0));
                ctx.ir.op_mut(existing).loc = ctx.common.unknown_loc;
                self.erase_tracked(ctx, op);
                self.cse_changed = true;
                return false;
            }
        }
        let first = ctx.ir.first_op(entry);
        if block != entry {
            if let Some(first) = first {
                ctx.ir.detach_op(op);
                ctx.ir.insert_op_before(first, op);
                ctx.ir.op_mut(op).loc = ctx.common.unknown_loc;
                self.cse_changed = true;
            }
        } else if first != Some(op) {
            let prev_owned = ctx
                .ir
                .prev_op(op)
                .is_some_and(|p| self.owned.contains_key(&p));
            if let (false, Some(first)) = (prev_owned, first) {
                ctx.ir.detach_op(op);
                ctx.ir.insert_op_before(first, op);
                self.cse_changed = true;
            }
        }
        self.constants.insert(key, op);
        self.owned.insert(op, ());
        true
    }

    fn process(&mut self, ctx: &mut Context, op: Op) -> Result<bool, NotConverged> {
        // 1. trivially dead
        if is_trivially_dead(ctx, op) {
            self.erase_tracked(ctx, op);
            return Ok(true);
        }
        let Some(info) = ctx.op_info(op) else {
            return self.apply_patterns(ctx, op);
        };
        // 2. fold (constants are not folded: they would be rematerialized forever)
        if self.config.fold && !info.traits.contains(OpTraits::CONSTANT_LIKE) {
            let mut consts = std::mem::take(&mut self.fold_consts);
            consts.clear();
            for i in 0..ctx.ir.num_operands(op) {
                let v = ctx.ir.operand(op, i);
                consts.push(constant_value(ctx, v));
            }
            let mut results = std::mem::take(&mut self.fold_results);
            results.clear();
            let folded = fold_op(ctx, op, &consts, &mut results);
            self.fold_consts = consts;
            let outcome = if folded {
                self.apply_fold(ctx, op, &results)
            } else {
                FoldOutcome::Failed
            };
            self.fold_results = results;
            match outcome {
                FoldOutcome::Failed => {}
                FoldOutcome::InPlace | FoldOutcome::Replaced => {
                    self.rewrites += 1;
                    return Ok(true);
                }
            }
        }
        // 3. patterns (the canonicalize method is one of them)
        self.apply_patterns(ctx, op)
    }

    fn apply_fold(&mut self, ctx: &mut Context, op: Op, results: &[FoldResult]) -> FoldOutcome {
        let own: Vec<Value> = ctx.ir.results(op).collect();
        let is_self =
            |i: usize, r: &FoldResult| matches!(r, FoldResult::Value(v) if own.get(i) == Some(v));
        if results.is_empty() || results.iter().enumerate().all(|(i, r)| is_self(i, r)) {
            // modified in place
            self.add_to_worklist(ctx, op);
            return FoldOutcome::InPlace;
        }
        if results.len() != own.len() || results.iter().enumerate().any(|(i, r)| is_self(i, r)) {
            return FoldOutcome::Failed;
        }
        let loc = ctx.ir.op(op).loc;
        let materializer = ctx.constant_materializer(op);
        let mut created = Vec::new();
        let mut repl = Vec::with_capacity(own.len());
        let mut ok = true;
        for (i, r) in results.iter().enumerate() {
            let ty = ctx.ir.value_type(own[i]);
            match *r {
                FoldResult::Value(v) => {
                    if ctx.ir.value_type(v) != ty {
                        ok = false;
                        break;
                    }
                    repl.push(v);
                }
                FoldResult::Attr(a) => {
                    let Some(c) = materializer.and_then(|m| m(ctx, a, ty, loc)) else {
                        ok = false;
                        break;
                    };
                    let detached = ctx.ir.op_parent(c).is_none();
                    if detached {
                        ctx.ir.insert_op_before(op, c);
                    }
                    created.push(c);
                    self.add_to_worklist(ctx, c);
                    let good = ctx.ir.num_results(c) == 1
                        && ctx.ir.value_type(ctx.ir.result(c, 0)) == ty
                        && ctx.op_traits(c).contains(OpTraits::CONSTANT_LIKE);
                    if !good {
                        ok = false;
                        break;
                    }
                    repl.push(ctx.ir.result(c, 0));
                }
            }
        }
        if !ok {
            for c in created {
                if ctx.ir.results(c).all(|r| !ctx.ir.has_uses(r)) {
                    self.erase_tracked(ctx, c);
                }
            }
            return FoldOutcome::Failed;
        }
        // as MLIR's `replaceOp`: each user is modified, then `op` is erased
        let mut users = Vec::new();
        for (i, v) in repl.into_iter().enumerate() {
            users.clear();
            users.extend(ctx.ir.uses(own[i]).map(|u| u.op));
            for &u in &users {
                self.add_to_worklist(ctx, u);
            }
            ctx.ir.replace_all_uses_with(own[i], v);
        }
        self.erase_tracked(ctx, op);
        FoldOutcome::Replaced
    }

    fn apply_patterns(&mut self, ctx: &mut Context, op: Op) -> Result<bool, NotConverged> {
        let mut cands = std::mem::take(&mut self.cands);
        self.patterns.candidates(ctx.ir.op(op).info, &mut cands);
        if cands.is_empty() {
            self.cands = cands;
            return Ok(false);
        }
        ctx.ir.start_tracking_edits();
        let mut rw = Rewriter::for_driver(ctx, self.root);
        let mut applied = false;
        for &i in &cands {
            let pattern = self.patterns.get(i);
            rw.set_insertion_point(op);
            let edits = rw.ir.edit_count();
            let accounted = rw.journal().accounted;
            let ok = pattern.apply(op, &mut rw);
            let made = rw.ir.edit_count() - edits;
            let through = rw.journal().accounted - accounted;
            if made != through {
                misbehaving_pattern(
                    pattern.name(),
                    &rw,
                    op,
                    &format!(
                        "changed the IR without going through the Rewriter ({} of {made} edits)",
                        made - through
                    ),
                );
            }
            if ok {
                applied = true;
                break;
            }
            if made != 0 {
                misbehaving_pattern(
                    pattern.name(),
                    &rw,
                    op,
                    "returned false after changing the IR (a pattern that does not apply must leave the IR untouched)",
                );
            }
            rw.journal().changed.clear();
        }
        let changed = std::mem::take(&mut rw.journal().changed);
        drop(rw);
        ctx.ir.stop_tracking_edits();
        self.cands = cands;
        if !applied {
            return Ok(false);
        }
        self.rewrites += 1;
        self.invalidate();
        // the rewriter's reports, in order: MLIR's notifications
        for o in changed {
            self.add_to_worklist(ctx, o);
        }
        Ok(true)
    }
}

/// Reports a pattern that broke the rewriter's contract: a programming error.
#[cold]
fn misbehaving_pattern(name: &str, ctx: &Context, op: Op, what: &str) -> ! {
    panic!(
        "rewrite pattern `{name}` tried on `{}` {what}",
        ctx.str(ctx.ir.op(op).name)
    );
}

enum FoldOutcome {
    Failed,
    InPlace,
    Replaced,
}

/// Applies `patterns` and folders to the ops nested in `root` (not `root` itself) until a
/// fixpoint (see the module doc). Returns whether the IR changed, or [`NotConverged`] when
/// an iteration or rewrite limit of `config` stopped the driver first (the IR is valid but
/// further rewrites may apply). As in MLIR, the IR must verify beforehand: folders and
/// patterns may rely on the op invariants the verifier checks.
pub fn apply_patterns_and_fold_greedily(
    ctx: &mut Context,
    root: Op,
    patterns: &PatternSet,
    config: &GreedyConfig,
) -> Result<bool, NotConverged> {
    let frozen = FrozenPatterns::new(ctx, patterns);
    let tables = DRIVER_TABLES
        .try_with(|t| std::mem::take(&mut *t.borrow_mut()))
        .unwrap_or_default();
    let mut d = Driver {
        root,
        config: *config,
        patterns: &frozen,
        worklist: Vec::new(),
        in_list: tables.in_list,
        known: tables.known,
        live: tables.live,
        epoch: tables.epoch,
        rewrites: 0,
        budget: u64::MAX,
        iterations: 0,
        ancestors: Vec::new(),
        path: Vec::new(),
        cands: Vec::new(),
        fold_results: Vec::new(),
        fold_consts: Vec::new(),
        constants: FxHashMap::default(),
        owned: FxHashMap::default(),
        cse_changed: false,
    };
    // entries of earlier runs (of any context on this thread) are older than this epoch
    d.invalidate();
    let mut any_change = false;
    loop {
        d.iterations += 1;
        let changed = d.run_iteration(ctx)?;
        any_change |= changed;
        if !changed {
            return Ok(any_change || d.cse_changed);
        }
        if d.iterations >= config.max_iterations {
            return Err(NotConverged::MaxIterations {
                iterations: d.iterations,
                rewrites: d.rewrites,
            });
        }
    }
}

/// The canonicalization patterns of every registered op: its `canonicalize` method (benefit
/// 1, added before the op's own patterns) and whatever its patterns function adds.
pub fn canonicalization_patterns(ctx: &Context) -> PatternSet {
    let mut set = PatternSet::new();
    for (index, info) in ctx.registry.ops.iter().enumerate() {
        if let Some(method) = info.canonicalize {
            set.add_erased(Box::new(MethodPattern {
                index: index as u32,
                method,
            }));
        }
        if let Some(p) = info.canonicalization_patterns {
            p(&mut set);
        }
    }
    set
}

/// MLIR's `applyOpPatternsGreedily` with its default configuration (strictness `AnyOp`):
/// folds and rewrites `ops` (nested in `root`), then whatever the rewrites add to the worklist
/// (created ops, users of replaced values, the definitions of operands of erased ops, and
/// their ancestors) inside the scope: the innermost region enclosing every op of `ops` (the
/// op owning it stands for it). The worklist starts as `ops` (processed from the last one)
/// and is run once: no iterations, no constant uniquing, no region simplification. Returns
/// whether the IR changed, or the rewrite budget ran out.
pub fn apply_op_patterns_greedily(
    ctx: &mut Context,
    root: Op,
    ops: &[Op],
    patterns: &PatternSet,
) -> Result<bool, NotConverged> {
    let frozen = FrozenPatterns::new(ctx, patterns);
    let config = GreedyConfig {
        cse_constants: false,
        simplify_regions: false,
        ..GreedyConfig::default()
    };
    let scope = common_region(ctx, ops)
        .and_then(|r| ctx.ir.region_parent(r))
        .unwrap_or(root);
    let mut d = Driver {
        root: scope,
        config,
        patterns: &frozen,
        worklist: Vec::new(),
        in_list: Vec::new(),
        known: Vec::new(),
        live: Vec::new(),
        epoch: 1,
        rewrites: 0,
        budget: 1000 + 16 * ops.len() as u64,
        iterations: 1,
        ancestors: Vec::new(),
        path: Vec::new(),
        cands: Vec::new(),
        fold_results: Vec::new(),
        fold_consts: Vec::new(),
        constants: FxHashMap::default(),
        owned: FxHashMap::default(),
        cse_changed: false,
    };
    for &op in ops {
        d.push(ctx, op);
    }
    d.drain_worklist(ctx)
}

/// The innermost region enclosing every op of `ops` (MLIR's `findCommonAncestor`), `None`
/// when they share none. Linear: the regions known to lie inside the candidate are
/// remembered, and so are the candidate's ancestors, so each op's walk up stops at the first
/// region that is either (the op is inside) or an ancestor (the candidate climbs to it); every
/// region walked over is inside from then on.
fn common_region(ctx: &Context, ops: &[Op]) -> Option<Region> {
    let parent_region = |o: Op| ctx.ir.op_parent(o).and_then(|b| ctx.ir.block_parent(b));
    let region_up = |r: Region| ctx.ir.region_parent(r).and_then(parent_region);
    let mut region = parent_region(*ops.first()?)?;
    // the first candidate and its ancestors, by height above it
    let mut chain: FxHashMap<Region, usize> = FxHashMap::default();
    let mut up = Some(region);
    while let Some(r) = up {
        let h = chain.len();
        chain.insert(r, h);
        up = region_up(r);
    }
    let mut level = 0;
    let mut inside: FxHashMap<Region, ()> = FxHashMap::default();
    inside.insert(region, ());
    let mut path = Vec::new();
    for &op in &ops[1..] {
        path.clear();
        let mut cur = parent_region(op);
        while let Some(r) = cur {
            if inside.contains_key(&r) || chain.get(&r).is_some_and(|&h| h > level) {
                break;
            }
            path.push(r);
            cur = region_up(r);
        }
        let r = cur?;
        if let Some(&h) = chain.get(&r).filter(|&&h| h > level) {
            // the candidate climbs to `r`: what lies between becomes inside
            let mut x = Some(region);
            while let Some(xr) = x.filter(|&xr| xr != r) {
                inside.insert(xr, ());
                x = region_up(xr);
            }
            inside.insert(r, ());
            region = r;
            level = h;
        }
        for &p in &path {
            inside.insert(p, ());
        }
    }
    Some(region)
}

/// Canonicalizes the ops nested in `root`: [`canonicalization_patterns`] run by
/// [`apply_patterns_and_fold_greedily`] with [`GreedyConfig::canonicalizer`].
pub fn canonicalize(ctx: &mut Context, root: Op) -> Result<bool, NotConverged> {
    let patterns = canonicalization_patterns(ctx);
    apply_patterns_and_fold_greedily(ctx, root, &patterns, &GreedyConfig::canonicalizer())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::attributes::Location;
    use crate::ir::registry::OpDefinition;
    use crate::ir::{OperationState, Properties};
    use crate::ods::preds::{attr_type, int_attr_value, typed_int_attr};
    use crate::text::printer::{print_top_level, PrintFlags};

    fn fold_const(
        c: &mut Context,
        op: Op,
        _: &[Option<Attribute>],
        out: &mut Vec<FoldResult>,
    ) -> bool {
        let _ = c;
        match &c.ir.op(op).props {
            Properties::Slots(s) => match s.first().copied().flatten() {
                Some(v) => {
                    out.push(FoldResult::Attr(v));
                    true
                }
                None => false,
            },
            _ => false,
        }
    }

    /// `t.add`: sums constants; `x + 0 -> x`.
    fn fold_add(
        c: &mut Context,
        op: Op,
        k: &[Option<Attribute>],
        out: &mut Vec<FoldResult>,
    ) -> bool {
        let ty = c.ir.value_type(c.ir.result(op, 0));
        match (k.first().copied().flatten(), k.get(1).copied().flatten()) {
            (Some(a), Some(b)) => {
                let v = int_attr_value(c, a) + int_attr_value(c, b);
                out.push(FoldResult::Attr(typed_int_attr(c, ty, v)));
                true
            }
            (_, Some(b)) if int_attr_value(c, b) == 0 => {
                out.push(FoldResult::Value(c.ir.operand(op, 0)));
                true
            }
            _ => false,
        }
    }

    fn materialize(
        c: &mut Context,
        value: Attribute,
        ty: crate::Type,
        loc: Location,
    ) -> Option<Op> {
        if attr_type(c, value) != Some(ty) {
            return None;
        }
        let name = c.symbol("t.c");
        let mut st = OperationState::new(c, name, loc);
        st.props = Properties::Slots(vec![Some(value)].into_boxed_slice());
        st.result_types.push(ty);
        Some(c.create_op(st))
    }

    /// Materializes every value as an `i64` constant: always the wrong type for `i32`.
    fn materialize_i64(
        c: &mut Context,
        value: Attribute,
        _: crate::Type,
        loc: Location,
    ) -> Option<Op> {
        let i64_ty = crate::ods::preds::int_type(c, 64);
        let v = int_attr_value(c, value);
        let value = typed_int_attr(c, i64_ty, v);
        materialize(c, value, i64_ty, loc)
    }

    fn setup(materializer: Option<crate::ir::registry::ConstantMaterializerFn>) -> Context {
        let mut ctx = Context::new();
        ctx.allow_unregistered = true;
        ctx.register_op(OpDefinition {
            traits: OpTraits::PURE | OpTraits::CONSTANT_LIKE,
            property_names: &["value"],
            fold: Some(fold_const),
            ..OpDefinition::new("t.c")
        });
        ctx.register_op(OpDefinition {
            traits: OpTraits::PURE,
            fold: Some(fold_add),
            ..OpDefinition::new("t.add")
        });
        ctx.register_op(OpDefinition {
            traits: OpTraits::RECURSIVE_MEMORY_EFFECTS,
            ..OpDefinition::new("t.scope")
        });
        ctx.register_op(OpDefinition {
            traits: OpTraits::PURE | OpTraits::TERMINATOR,
            ..OpDefinition::new("t.end")
        });
        ctx.register_op(OpDefinition {
            traits: OpTraits::PURE | OpTraits::SYMBOL,
            ..OpDefinition::new("t.sym")
        });
        if let Some(m) = materializer {
            ctx.register_constant_materializer("t", m);
        }
        ctx
    }

    fn parse(ctx: &mut Context, text: &str) -> Op {
        crate::text::parser::ops::parse_source(ctx, text.as_bytes(), 0, "u.mlir", 1, true)
            .unwrap_or_else(|d| panic!("{}", d.message))
    }

    fn print(ctx: &Context, op: Op) -> String {
        let flags = PrintFlags {
            generic: true,
            ..PrintFlags::default()
        };
        let mut out = Vec::new();
        print_top_level(ctx, op, flags, &mut out).expect("print");
        String::from_utf8(out).expect("utf8")
    }

    fn run(
        ctx: &mut Context,
        top: Op,
        set: &PatternSet,
        config: GreedyConfig,
    ) -> Result<bool, NotConverged> {
        apply_patterns_and_fold_greedily(ctx, top, set, &config)
    }

    const NESTED: &str = r#""t.a"() ({
  "t.b"() ({
    "t.c1"() : () -> ()
  }) : () -> ()
  "t.d"() : () -> ()
}, {
  "t.e"() : () -> ()
}) : () -> ()
"t.f"() : () -> ()
"#;

    #[test]
    fn walks_are_post_order_or_pre_order() {
        let mut ctx = setup(None);
        let top = parse(&mut ctx, NESTED);
        let names = |ctx: &Context, ops: Vec<Op>| -> Vec<String> {
            ops.iter()
                .map(|&o| ctx.str(ctx.ir.op(o).name).to_string())
                .collect()
        };
        assert_eq!(
            names(&ctx, walk_nested(&ctx, top, false)),
            ["t.c1", "t.b", "t.d", "t.e", "t.a", "t.f"]
        );
        assert_eq!(
            names(&ctx, walk_nested(&ctx, top, true)),
            ["t.a", "t.b", "t.c1", "t.d", "t.e", "t.f"]
        );
    }

    const ADD: &str = r#"%0 = "t.c"() <{value = 40 : i32}> : () -> i32
%1 = "t.c"() <{value = 2 : i32}> : () -> i32
%2 = "t.add"(%0, %1) : (i32, i32) -> i32
"t.use"(%2) : (i32) -> ()
"#;

    #[test]
    fn folded_attributes_are_materialized_by_the_dialect_hook() {
        for top_down in [false, true] {
            let mut ctx = setup(Some(materialize));
            let top = parse(&mut ctx, ADD);
            let config = GreedyConfig {
                top_down,
                ..GreedyConfig::default()
            };
            assert_eq!(run(&mut ctx, top, &PatternSet::new(), config), Ok(true));
            assert_eq!(
                print(&ctx, top),
                r#""builtin.module"() ({
  %0 = "t.c"() <{value = 42 : i32}> : () -> i32
  "t.use"(%0) : (i32) -> ()
}) : () -> ()
"#
            );
        }
    }

    #[test]
    fn without_a_usable_materializer_the_op_stays() {
        for m in [
            None,
            Some(materialize_i64 as crate::ir::registry::ConstantMaterializerFn),
        ] {
            let mut ctx = setup(m);
            let top = parse(&mut ctx, ADD);
            let before = print(&ctx, top);
            let r = run(&mut ctx, top, &PatternSet::new(), GreedyConfig::default());
            assert_eq!(r, Ok(false));
            assert_eq!(print(&ctx, top), before);
        }
        // folding disabled: nothing happens either
        let mut ctx = setup(Some(materialize));
        let top = parse(&mut ctx, ADD);
        let config = GreedyConfig {
            fold: false,
            ..GreedyConfig::default()
        };
        assert_eq!(run(&mut ctx, top, &PatternSet::new(), config), Ok(false));
    }

    #[test]
    fn dead_ops_with_declared_effects_are_erased_only_when_reading() {
        use crate::ir::registry::{EffectInstance, EffectKind, EffectOn, OpEffects};
        static READ: OpEffects = OpEffects {
            effects: &[EffectInstance::new(EffectKind::Read, EffectOn::Operand(0))],
            operands: None,
            results: None,
        };
        static WRITE: OpEffects = OpEffects {
            effects: &[EffectInstance::new(EffectKind::Write, EffectOn::Operand(0))],
            operands: None,
            results: None,
        };
        let mut ctx = setup(None);
        ctx.register_op(OpDefinition {
            effects: Some(&READ),
            ..OpDefinition::new("t.read")
        });
        ctx.register_op(OpDefinition {
            effects: Some(&WRITE),
            ..OpDefinition::new("t.write")
        });
        let top = parse(
            &mut ctx,
            r#"%0 = "t.unknown"() : () -> i32
%1 = "t.read"(%0) : (i32) -> i32
%2 = "t.write"(%0) : (i32) -> i32
"t.scope"() ({
  %3 = "t.read"(%0) : (i32) -> i32
}) : () -> ()
"t.scope"() ({
  "t.write"(%0) : (i32) -> ()
}) : () -> ()
"#,
        );
        assert_eq!(
            run(&mut ctx, top, &PatternSet::new(), GreedyConfig::default()),
            Ok(true)
        );
        assert_eq!(
            print(&ctx, top),
            r#""builtin.module"() ({
  %0 = "t.unknown"() : () -> i32
  %1 = "t.write"(%0) : (i32) -> i32
  "t.scope"() ({
    "t.write"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"#
        );
    }

    #[test]
    fn dead_ops_follow_mlirs_rules() {
        let mut ctx = setup(None);
        let top = parse(
            &mut ctx,
            r#"%0 = "t.c"() <{value = 1 : i32}> : () -> i32
"t.sym"() : () -> ()
"t.scope"() ({
  %1 = "t.add"(%0, %0) : (i32, i32) -> i32
  "t.end"() : () -> ()
}) : () -> ()
"t.scope"() ({
  "t.effect"() : () -> ()
}) : () -> ()
%2 = "t.unknown"() : () -> i32
"t.end"() : () -> ()
"#,
        );
        let ops: Vec<Op> = walk_nested(&ctx, top, true);
        let dead: Vec<bool> = ops
            .iter()
            .map(|&o| would_be_trivially_dead(&ctx, o))
            .collect();
        // c, sym, scope(pure), add, end, scope(effect), effect, unknown, end
        assert_eq!(
            dead,
            [true, false, true, true, false, false, false, false, false]
        );
        assert!(!is_trivially_dead(&ctx, ops[0]));
        assert_eq!(
            run(&mut ctx, top, &PatternSet::new(), GreedyConfig::default()),
            Ok(true)
        );
        assert_eq!(
            print(&ctx, top),
            r#""builtin.module"() ({
  "t.sym"() : () -> ()
  "t.scope"() ({
    "t.effect"() : () -> ()
  }) : () -> ()
  %0 = "t.unknown"() : () -> i32
  "t.end"() : () -> ()
}) : () -> ()
"#
        );
    }

    /// A hand-written handle for `t.p` (registered by name only).
    #[derive(Clone, Copy)]
    struct TP(Op);

    impl crate::ir::ops::OpHandle for TP {
        const NAME: &'static str = "t.p";
        fn op(self) -> Op {
            self.0
        }
        fn from_op_unchecked(op: Op) -> Self {
            TP(op)
        }
    }

    /// A handle for `t.pair`.
    #[derive(Clone, Copy)]
    struct TPair(Op);

    impl crate::ir::ops::OpHandle for TPair {
        const NAME: &'static str = "t.pair";
        fn op(self) -> Op {
            self.0
        }
        fn from_op_unchecked(op: Op) -> Self {
            TPair(op)
        }
    }

    fn rename(rw: &mut Rewriter<'_>, op: Op, to: &str) -> bool {
        let name = rw.symbol(to);
        rw.modify_op_in_place(op, |ctx| {
            let info = ctx.registry.lookup(name);
            let data = ctx.ir.op_mut(op);
            data.name = name;
            data.info = info;
        });
        true
    }
    fn rename_to_x(op: TP, rw: &mut Rewriter<'_>) -> bool {
        rename(rw, op.0, "t.x")
    }
    fn rename_to_y(op: TP, rw: &mut Rewriter<'_>) -> bool {
        rename(rw, op.0, "t.y")
    }
    fn any_to_y(op: Op, rw: &mut Rewriter<'_>) -> bool {
        rename(rw, op, "t.y")
    }
    fn never(_: TP, _: &mut Rewriter<'_>) -> bool {
        false
    }

    #[test]
    fn patterns_are_tried_by_benefit_op_specific_first_on_ties() {
        let text = "\"t.p\"() : () -> ()\n";
        type Add = fn(&mut PatternSet);
        let cases: [(Add, &str); 4] = [
            (
                |set| {
                    set.add_fn("x", 1, rename_to_x).add_fn("y", 2, rename_to_y);
                },
                "t.y",
            ),
            (
                |set| {
                    set.add_fn("x", 1, rename_to_x).add_fn("y", 1, rename_to_y);
                },
                "t.x",
            ),
            (
                |set| {
                    set.add_fn("y", 1, any_to_y).add_fn("x", 1, rename_to_x);
                },
                "t.x",
            ),
            (
                |set| {
                    set.add_fn("never", 5, never)
                        .add_fn("x", 1, rename_to_x)
                        .add_fn("y", 3, any_to_y);
                },
                "t.y",
            ),
        ];
        for (add, want) in cases {
            let mut ctx = setup(None);
            ctx.register_op(OpDefinition::new("t.p"));
            let top = parse(&mut ctx, text);
            let mut set = PatternSet::new();
            add(&mut set);
            // the renamed op matches no pattern rooted at `t.p`; the any-op pattern renames
            // `t.y` to `t.y` forever, so cap the rewrites
            let config = GreedyConfig {
                max_rewrites: Some(1),
                ..GreedyConfig::default()
            };
            let _ = run(&mut ctx, top, &set, config);
            let first = walk_nested(&ctx, top, true)[0];
            assert_eq!(ctx.str(ctx.ir.op(first).name), want);
        }
    }

    /// `t.pair` becomes two `t.add`s of constants, which then fold.
    fn expand_pair(op: TPair, rw: &mut Rewriter<'_>) -> bool {
        let loc = rw.ir.op(op.0).loc;
        let i32_ty = crate::ods::preds::int_type(rw, 32);
        let one = typed_int_attr(rw, i32_ty, 1);
        let c = materialize(rw, one, i32_ty, loc).expect("constant");
        rw.insert(c);
        let cv = rw.ir.result(c, 0);
        let add = rw.symbol("t.add");
        let mut st = OperationState::new(rw, add, loc);
        st.operands.extend([cv, cv]);
        st.result_types.push(i32_ty);
        let a = rw.create_op(st);
        let av = rw.ir.result(a, 0);
        let mut st = OperationState::new(rw, add, loc);
        st.operands.extend([av, cv]);
        st.result_types.push(i32_ty);
        let b = rw.create_op(st);
        rw.replace_op_with(op, b);
        true
    }

    #[test]
    fn ops_created_by_patterns_are_processed() {
        let mut ctx = setup(Some(materialize));
        ctx.register_op(OpDefinition::new("t.pair"));
        let top = parse(
            &mut ctx,
            "%0 = \"t.pair\"() : () -> i32\n\"t.use\"(%0) : (i32) -> ()\n",
        );
        let mut set = PatternSet::new();
        set.add_fn("pair", 1, expand_pair);
        assert_eq!(set.len(), 1);
        assert!(!set.is_empty());
        assert_eq!(run(&mut ctx, top, &set, GreedyConfig::default()), Ok(true));
        assert_eq!(
            print(&ctx, top),
            r#""builtin.module"() ({
  %0 = "t.c"() <{value = 3 : i32}> : () -> i32
  "t.use"(%0) : (i32) -> ()
}) : () -> ()
"#
        );
    }

    #[test]
    fn constant_value_needs_a_constant_like_folder() {
        let mut ctx = setup(None);
        let top = parse(
            &mut ctx,
            "%0 = \"t.c\"() <{value = 5 : i32}> : () -> i32\n%1 = \"t.add\"(%0, %0) : (i32, i32) -> i32\n\"t.use\"(%0, %1) : (i32, i32) -> ()\n",
        );
        let ops = walk_nested(&ctx, top, true);
        let (c, add) = (ctx.ir.result(ops[0], 0), ctx.ir.result(ops[1], 0));
        let v = constant_value(&mut ctx, c).map(|a| int_attr_value(&ctx, a));
        assert_eq!(v, Some(5));
        assert_eq!(constant_value(&mut ctx, add), None);
    }

    #[test]
    fn not_converged_messages() {
        assert_eq!(
            NotConverged::MaxIterations {
                iterations: 10,
                rewrites: 12
            }
            .to_string(),
            "greedy rewriting did not converge after 10 iterations (12 rewrites)"
        );
        assert_eq!(
            NotConverged::MaxRewrites {
                iterations: 2,
                rewrites: 7
            }
            .to_string(),
            "greedy rewriting stopped after 7 rewrites (iteration 2)"
        );
    }

    #[test]
    fn canonicalize_collects_registered_methods_and_patterns() {
        /// A handle for `t.q`.
        #[derive(Clone, Copy)]
        struct TQ(Op);
        impl crate::ir::ops::OpHandle for TQ {
            const NAME: &'static str = "t.q";
            fn op(self) -> Op {
                self.0
            }
            fn from_op_unchecked(op: Op) -> Self {
                TQ(op)
            }
        }
        fn patterns(set: &mut PatternSet) {
            set.add_fn("y", 1, |op: TQ, rw| rename(rw, op.0, "t.y"));
        }
        let mut ctx = setup(None);
        ctx.register_op(OpDefinition {
            canonicalize: Some(|rw, op| rename(rw, op, "t.x")),
            canonicalization_patterns: Some(patterns),
            ..OpDefinition::new("t.q")
        });
        let set = canonicalization_patterns(&ctx);
        let names: Vec<&str> = set.names().collect();
        assert_eq!(names, ["canonicalize", "y"]);
        let top = parse(&mut ctx, "\"t.q\"() : () -> ()\n");
        assert_eq!(canonicalize(&mut ctx, top), Ok(true));
        // the method (added first, same benefit) wins
        let first = walk_nested(&ctx, top, true)[0];
        assert_eq!(ctx.str(ctx.ir.op(first).name), "t.x");
    }

    #[test]
    fn trait_folds_apply_without_a_fold_hook() {
        let mut ctx = setup(Some(materialize));
        for (name, traits) in [
            ("t.comm", OpTraits::PURE | OpTraits::COMMUTATIVE),
            ("t.idem", OpTraits::PURE | OpTraits::IDEMPOTENT),
            ("t.inv", OpTraits::PURE | OpTraits::INVOLUTION),
        ] {
            ctx.register_op(OpDefinition {
                traits,
                ..OpDefinition::new(name)
            });
        }
        let top = parse(
            &mut ctx,
            r#"%0 = "t.x"() : () -> i32
%1 = "t.c"() <{value = 1 : i32}> : () -> i32
%2 = "t.comm"(%1, %0) : (i32, i32) -> i32
%3 = "t.idem"(%0, %0) : (i32, i32) -> i32
%4 = "t.idem"(%3) : (i32) -> i32
%5 = "t.idem"(%4) : (i32) -> i32
%6 = "t.inv"(%0) : (i32) -> i32
%7 = "t.inv"(%6) : (i32) -> i32
"t.use"(%2, %5, %7) : (i32, i32, i32) -> ()
"#,
        );
        // commutative: the constant moves to the end (in place); idempotent: `f(x, x) -> x`,
        // `f(f(y)) -> f(y)`; involution: `f(f(x)) -> x`
        let config = GreedyConfig::canonicalizer();
        assert_eq!(run(&mut ctx, top, &PatternSet::new(), config), Ok(true));
        assert_eq!(
            print(&ctx, top),
            r#""builtin.module"() ({
  %0 = "t.c"() <{value = 1 : i32}> : () -> i32
  %1 = "t.x"() : () -> i32
  %2 = "t.comm"(%1, %0) : (i32, i32) -> i32
  %3 = "t.idem"(%1) : (i32) -> i32
  "t.use"(%2, %3, %1) : (i32, i32, i32) -> ()
}) : () -> ()
"#
        );
    }
}
