//! Region simplification, as MLIR's greedy driver runs it after each iteration
//! (`simplifyRegions` at its default level): `eraseUnreachableBlocks`, then `runRegionDCE`
//! (dead ops and dead block arguments, successor operands included); no block merging.
//! Control-flow facts (successors, branch operands) come from [`crate::analysis::cfg`].

use crate::analysis::cfg::{as_branch_op, successor_operand_ranges};
use crate::ir::context::Context;
use crate::ir::marks::{EntityMarks, ScratchMarks};
use crate::ir::registry::OpTraits;
use crate::ir::{Block, Op, Region, Value};

/// Pushes the regions of the ops of `block` onto `work` (the walk over nested regions of the
/// unreachable-block erasures).
pub(crate) fn push_regions_of_block(ctx: &Context, block: Block, work: &mut Vec<Region>) {
    for op in ctx.ir.block_ops(block) {
        work.extend(ctx.ir.op(op).regions.iter().copied());
    }
}

/// MLIR's `eraseUnreachableBlocks`: in every region (nested ones included), erases the blocks
/// not reachable from the entry block through successors. Returns whether any was erased.
pub fn erase_unreachable_blocks(ctx: &mut Context, regions: &[Region]) -> bool {
    let mut erased = false;
    let mut work: Vec<Region> = regions.to_vec();
    let mut reachable = ScratchMarks::take();
    let mut stack = Vec::new();
    while let Some(region) = work.pop() {
        let Some(entry) = ctx.ir.first_block(region) else {
            continue;
        };
        if ctx.ir.next_block(entry).is_none() {
            push_regions_of_block(ctx, entry, &mut work);
            continue;
        }
        let blocks: Vec<Block> = ctx.ir.region_blocks(region).collect();
        stack.push(entry);
        while let Some(b) = stack.pop() {
            if !reachable.insert(b.index()) {
                continue;
            }
            if let Some(t) = ctx.ir.last_op(b) {
                for &s in ctx.ir.op(t).successors.iter().rev() {
                    if !reachable.contains(s.index()) {
                        stack.push(s);
                    }
                }
            }
        }
        let dead: Vec<Block> = blocks
            .iter()
            .copied()
            .filter(|b| !reachable.contains(b.index()))
            .collect();
        // drop every reference held by the dead blocks first: their values may be used by
        // one another in any order
        for &b in &dead {
            for op in ctx.ir.block_ops(b).collect::<Vec<_>>() {
                ctx.ir.drop_all_references(op);
            }
        }
        for &b in &dead {
            let defined_used = ctx.ir.block_args(b).iter().any(|&a| ctx.ir.has_uses(a))
                || ctx
                    .ir
                    .block_ops(b)
                    .any(|op| ctx.ir.results(op).any(|r| ctx.ir.has_uses(r)));
            if defined_used {
                // only invalid IR uses a value of an unreachable block elsewhere
                continue;
            }
            ctx.ir.erase_block(b);
            erased = true;
        }
        for &b in &blocks {
            if reachable.contains(b.index()) {
                push_regions_of_block(ctx, b, &mut work);
            }
        }
    }
    erased
}

/// Liveness facts of [`run_region_dce`]: dense marks by arena index.
struct LiveMap {
    ops: ScratchMarks,
    values: ScratchMarks,
    changed: bool,
}

impl LiveMap {
    fn new(ctx: &Context) -> Self {
        let mut ops = ScratchMarks::take();
        ops.reserve(ctx.ir.num_ops());
        let mut values = ScratchMarks::take();
        values.reserve(ctx.ir.num_values());
        LiveMap {
            ops,
            values,
            changed: false,
        }
    }
    fn op_live(&self, op: Op) -> bool {
        self.ops.contains(op.index())
    }
    fn value_live(&self, v: Value) -> bool {
        self.values.contains(v.index())
    }
    fn set_op(&mut self, op: Op) {
        if self.ops.insert(op.index()) {
            self.changed = true;
        }
    }
    fn set_value(&mut self, v: Value) {
        if self.values.insert(v.index()) {
            self.changed = true;
        }
    }
}

/// The blocks of `region` reachable from its entry, in post-order (successors before their
/// predecessors; `llvm::post_order`), appended to `out`. `seen` marks visited blocks (shared
/// by the calls of one walk: a block belongs to one region).
fn post_order(ctx: &Context, region: Region, seen: &mut EntityMarks, out: &mut Vec<Block>) {
    let Some(entry) = ctx.ir.first_block(region) else {
        return;
    };
    if ctx.ir.next_block(entry).is_none() {
        // a single block: nothing to order
        out.push(entry);
        return;
    }
    // (block, next successor index to visit)
    let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
    seen.insert(entry.index());
    while let Some(&mut (b, ref mut i)) = stack.last_mut() {
        let succ = ctx
            .ir
            .last_op(b)
            .and_then(|t| ctx.ir.op(t).successors.get(*i).copied());
        match succ {
            Some(s) => {
                *i += 1;
                if seen.insert(s.index()) {
                    stack.push((s, 0));
                }
            }
            None => {
                out.push(b);
                stack.pop();
            }
        }
    }
}

/// The block argument that operand `index` of branch op `op` is forwarded to.
fn successor_block_argument(ctx: &Context, op: Op, index: usize) -> Option<Value> {
    let ranges = successor_operand_ranges(ctx, op)?;
    for (s, r) in ranges.iter().enumerate() {
        if r.contains(&index) {
            let block = ctx.ir.op(op).successors[s];
            return ctx.ir.block_args(block).get(index - r.start).copied();
        }
    }
    None
}

fn is_terminator(ctx: &Context, op: Op) -> bool {
    match ctx.op_info(op) {
        Some(i) => i.traits.contains(OpTraits::TERMINATOR),
        // an unregistered op might be a terminator
        None => ctx.ir.next_op(op).is_none(),
    }
}

/// Whether a use (by `user`, operand `index`) keeps its value alive: a branch's successor
/// operand only does when the argument it feeds is live.
fn use_is_live(ctx: &Context, live: &LiveMap, user: Op, index: usize) -> bool {
    if is_terminator(ctx, user) {
        if let Some(arg) = successor_block_argument(ctx, user, index) {
            return live.value_live(arg);
        }
    }
    live.op_live(user)
}

fn process_value(ctx: &Context, live: &mut LiveMap, v: Value) {
    let proved = ctx
        .ir
        .uses(v)
        .any(|u| use_is_live(ctx, live, u.op, u.index as usize));
    if proved {
        live.set_value(v);
    }
}

fn propagate_terminator(ctx: &Context, live: &mut LiveMap, op: Op) {
    live.set_op(op);
    let succs: Vec<Block> = ctx.ir.op(op).successors.to_vec();
    match successor_operand_ranges(ctx, op) {
        Some(_) => {
            // no produced operands: nothing is live by construction
        }
        None => {
            for s in succs {
                for &a in ctx.ir.block_args(s) {
                    live.set_value(a);
                }
            }
        }
    }
}

/// One step of liveness propagation, in MLIR's order (regions of an op before the op; the
/// blocks of a region in post-order, each block's ops last to first, then its arguments).
#[derive(Clone, Copy)]
enum Step {
    Op(Op),
    Args(Block),
}

/// The propagation steps over `regions`, computed without recursion.
fn propagation_order(ctx: &Context, regions: &[Region]) -> Vec<Step> {
    enum Frame {
        Region(Region),
        BlockOps(Block),
        Op(Op),
        Emit(Step),
    }
    let mut out = Vec::new();
    let mut seen = ScratchMarks::take();
    let mut blocks = Vec::new();
    let mut stack: Vec<Frame> = regions.iter().rev().map(|&r| Frame::Region(r)).collect();
    while let Some(f) = stack.pop() {
        match f {
            Frame::Region(r) => {
                let entry = ctx.ir.first_block(r);
                blocks.clear();
                post_order(ctx, r, &mut seen, &mut blocks);
                for &b in blocks.iter().rev() {
                    if Some(b) != entry {
                        stack.push(Frame::Emit(Step::Args(b)));
                    }
                    stack.push(Frame::BlockOps(b));
                }
            }
            Frame::BlockOps(b) => {
                // pushed first to last so they pop last to first
                for op in ctx.ir.block_ops(b) {
                    stack.push(Frame::Op(op));
                }
            }
            Frame::Op(op) => {
                stack.push(Frame::Emit(Step::Op(op)));
                for &r in ctx.ir.op(op).regions.iter().rev() {
                    stack.push(Frame::Region(r));
                }
            }
            Frame::Emit(step) => out.push(step),
        }
    }
    out
}

/// Whether ops may be erased, MLIR's `wouldOpBeTriviallyDead`, computed bottom-up during the
/// first propagation sweep (nested ops come before their parent in the order), so that deep
/// nesting costs linear time.
struct Removable {
    /// its effects and, through `RecursiveMemoryEffects`, its nested ops' effects allow
    /// erasing it
    removable: ScratchMarks,
    /// removable, and neither a terminator nor a symbol
    dead: ScratchMarks,
    scratch: Vec<crate::analysis::effects::Effect>,
}

impl Removable {
    fn new(ctx: &Context) -> Self {
        let mut removable = ScratchMarks::take();
        removable.reserve(ctx.ir.num_ops());
        let mut dead = ScratchMarks::take();
        dead.reserve(ctx.ir.num_ops());
        Removable {
            removable,
            dead,
            scratch: Vec::new(),
        }
    }

    /// Classifies `op`; every op nested in it must have been classified before.
    fn classify(&mut self, ctx: &Context, op: Op) {
        use crate::ir::registry::OpTraits as T;
        let Some(info) = ctx.op_info(op) else {
            return;
        };
        let traits = info.traits;
        let recursive = traits.contains(T::RECURSIVE_MEMORY_EFFECTS);
        let own = crate::analysis::effects::own_effects_removable(ctx, op, &mut self.scratch);
        let removable = &self.removable;
        let nested_ok = || {
            ctx.ir.op(op).regions.iter().all(|&r| {
                ctx.ir.region_blocks(r).all(|b| {
                    // every nested op was classified; anything else counts as having effects
                    ctx.ir.block_ops(b).all(|o| removable.contains(o.index()))
                })
            })
        };
        let ok = match own {
            Some(true) => !recursive || nested_ok(),
            None if recursive => nested_ok(),
            _ => false,
        };
        if ok {
            self.removable.insert(op.index());
            if !traits.contains(T::TERMINATOR) && !traits.contains(T::SYMBOL) {
                self.dead.insert(op.index());
            }
        }
    }
}

fn propagate_step(ctx: &Context, live: &mut LiveMap, dead: &EntityMarks, step: Step) {
    match step {
        Step::Args(block) => {
            for &a in ctx.ir.block_args(block) {
                if !live.value_live(a) {
                    process_value(ctx, live, a);
                }
            }
        }
        Step::Op(op) => {
            // checked first: a live terminator has nothing left to propagate either
            if live.op_live(op) {
                return;
            }
            if is_terminator(ctx, op) {
                return propagate_terminator(ctx, live, op);
            }
            // every op of the walk is in `dead` or known to be needed
            if !dead.contains(op.index()) {
                return live.set_op(op);
            }
            for r in ctx.ir.results(op) {
                process_value(ctx, live, r);
            }
            if ctx.ir.results(op).any(|r| live.value_live(r)) {
                live.set_op(op);
            }
        }
    }
}

/// Removes the successor operands of `term` whose block arguments are dead, last first.
fn erase_dead_successor_operands(ctx: &mut Context, live: &LiveMap, term: Op) {
    let Some(ranges) = successor_operand_ranges(ctx, term) else {
        return;
    };
    for s in (0..ranges.len()).rev() {
        let block = ctx.ir.op(term).successors[s];
        for i in (0..ranges[s].len()).rev() {
            let Some(&arg) = ctx.ir.block_args(block).get(i) else {
                continue;
            };
            if !live.value_live(arg) {
                // the interface borrows `term`, not `ctx`
                if let Some(b) = as_branch_op(ctx, &term) {
                    b.erase_successor_operand(ctx, s, i);
                }
            }
        }
    }
}

fn delete_dead(ctx: &mut Context, live: &LiveMap, regions: &[Region]) -> bool {
    let mut erased = false;
    let mut work: Vec<Region> = regions.to_vec();
    let mut seen = ScratchMarks::take();
    let mut blocks = Vec::new();
    let mut ops = Vec::new();
    while let Some(region) = work.pop() {
        let Some(entry) = ctx.ir.first_block(region) else {
            continue;
        };
        let single = ctx.ir.next_block(entry).is_none();
        blocks.clear();
        post_order(ctx, region, &mut seen, &mut blocks);
        for &block in &blocks {
            if !single {
                if let Some(t) = ctx.ir.last_op(block) {
                    erase_dead_successor_operands(ctx, live, t);
                }
            }
            ops.clear();
            ops.extend(ctx.ir.block_ops(block));
            for &op in ops.iter().rev() {
                if !live.op_live(op) {
                    erased = true;
                    // results may still be used by other dead ops: drop those uses first
                    ctx.ir.drop_all_references(op);
                    let results: Vec<Value> = ctx.ir.results(op).collect();
                    for r in results {
                        let users: Vec<Op> = ctx.ir.uses(r).map(|u| u.op).collect();
                        for u in users {
                            ctx.ir.drop_all_references(u);
                        }
                    }
                    ctx.ir.erase_op(op);
                } else {
                    work.extend(ctx.ir.op(op).regions.iter().copied());
                }
            }
        }
        blocks.clear();
        blocks.extend(ctx.ir.region_blocks(region).skip(1));
        for &b in &blocks {
            let args: Vec<Value> = ctx.ir.block_args(b).to_vec();
            for (i, a) in args.iter().enumerate().rev() {
                if !live.value_live(*a) && !ctx.ir.has_uses(*a) {
                    ctx.ir.erase_block_arg(b, i);
                }
            }
        }
    }
    erased
}

/// MLIR's `runRegionDCE`: computes liveness to a fixpoint (ops with effects, terminators and
/// ops with live results are live; a branch operand is live only when the argument it feeds
/// is) and erases dead ops and the dead arguments of non-entry blocks with their branch
/// operands. Returns whether an op was erased (as MLIR, dropping arguments alone does not
/// count).
pub fn run_region_dce(ctx: &mut Context, regions: &[Region]) -> bool {
    let mut live = LiveMap::new(ctx);
    let order = propagation_order(ctx, regions);
    let mut removable = Removable::new(ctx);
    for &step in &order {
        if let Step::Op(op) = step {
            removable.classify(ctx, op);
        }
        propagate_step(ctx, &mut live, &removable.dead, step);
    }
    while live.changed {
        live.changed = false;
        for &step in &order {
            propagate_step(ctx, &mut live, &removable.dead, step);
        }
    }
    delete_dead(ctx, &live, regions)
}

/// MLIR's `simplifyRegions` at the canonicalizer's default level: erases unreachable blocks,
/// then runs [`run_region_dce`]. Returns whether anything changed.
pub fn simplify_regions(ctx: &mut Context, regions: &[Region]) -> bool {
    let a = erase_unreachable_blocks(ctx, regions);
    let b = run_region_dce(ctx, regions);
    a || b
}
