//! Control flow between blocks: MLIR's `BranchOpInterface` (what region simplification and
//! branch canonicalizations need of it), block predecessors, and the region simplification
//! MLIR's greedy driver runs after each iteration (`simplifyRegions` at its default level:
//! `eraseUnreachableBlocks`, then `runRegionDCE`; no block merging).
//!
//! A branch op (`cf.br`, `cf.cond_br`, `cf.switch`) declares `BranchOpInterface` in its `.ods`
//! trait list (`extern_interface ods_runtime::cfg::BranchOpInterface`) and implements
//! [`BranchOpInterface`] on its handle: which operands are forwarded to each successor, and
//! how to drop one of them. Terminators with successors that are not branch ops (or not
//! registered) are handled conservatively: every argument of their successors is live.

use std::ops::Range;

use crate::context::{Context, FxHashMap};
use crate::ir::{Block, Op, Region, Value, ValueDef};
use crate::registry::OpTraits;

/// MLIR's `BranchOpInterface`: a terminator forwarding some of its operands to the arguments
/// of its successor blocks (no successor operand is produced by the op itself).
pub trait BranchOpInterface {
    /// The operands forwarded to successor `index`, as a range of operand indices (MLIR's
    /// `getSuccessorOperands`).
    fn successor_operands(&self, ctx: &Context, index: usize) -> Range<usize>;
    /// Removes operand `i` of the operands forwarded to successor `index` (MLIR's
    /// `SuccessorOperands::erase`), keeping the op's operand segments consistent.
    fn erase_successor_operand(&self, ctx: &mut Context, index: usize, i: usize);
}

/// The runtime model of [`BranchOpInterface`] an op registration attaches (the shape ODS
/// generates for interfaces, so `.ods` files can name it with `extern_interface`).
#[derive(Clone, Copy)]
pub struct BranchOpInterfaceModel {
    /// Casts an operation of the implementing op type to the trait object.
    pub cast: for<'a> fn(&'a Op) -> &'a dyn BranchOpInterface,
    /// The interface verifier (none).
    pub verify: Option<crate::registry::VerifyFn>,
}

impl BranchOpInterfaceModel {
    /// The model of op type `T`, given its cast.
    pub const fn of<T: BranchOpInterface + 'static>(
        cast: for<'a> fn(&'a Op) -> &'a dyn BranchOpInterface,
    ) -> Self {
        BranchOpInterfaceModel { cast, verify: None }
    }
}

/// `op` as a [`BranchOpInterface`], when its registration attaches the interface.
pub fn as_branch_op<'a>(ctx: &Context, op: &'a Op) -> Option<&'a dyn BranchOpInterface> {
    let info = ctx.ir.op(*op).info?;
    ctx.registry
        .interface::<BranchOpInterfaceModel>(info)
        .map(|m| (m.cast)(op))
}

/// The operand ranges `op` forwards to each of its successors, when it is a branch op.
pub fn successor_operand_ranges(ctx: &Context, op: Op) -> Option<Vec<Range<usize>>> {
    let b = as_branch_op(ctx, &op)?;
    let n = ctx.ir.op(op).successors.len();
    Some((0..n).map(|i| b.successor_operands(ctx, i)).collect())
}

/// The predecessors of `block`: one `(terminator, successor index)` per use of the block as
/// a successor by a terminator of its region, in block order.
pub fn predecessors(ctx: &Context, block: Block) -> Vec<(Op, usize)> {
    let mut out = Vec::new();
    let Some(region) = ctx.ir.block_parent(block) else {
        return out;
    };
    for b in ctx.ir.region_blocks(region) {
        if let Some(t) = ctx.ir.last_op(b) {
            for (i, &s) in ctx.ir.op(t).successors.iter().enumerate() {
                if s == block {
                    out.push((t, i));
                }
            }
        }
    }
    out
}

/// The block whose terminator is the only use of `block` as a successor (MLIR's
/// `getSinglePredecessor`).
pub fn single_predecessor(ctx: &Context, block: Block) -> Option<Block> {
    match predecessors(ctx, block).as_slice() {
        [(t, _)] => ctx.ir.op_parent(*t),
        _ => None,
    }
}

/// The ops directly nested in `op`'s regions' blocks, pushed region by region.
fn nested_regions(ctx: &Context, op: Op) -> Vec<Region> {
    ctx.ir.op(op).regions.to_vec()
}

/// The blocks of `region` reachable from its entry block through successors (all of them
/// for a region of one block).
pub fn reachable_blocks(ctx: &Context, region: Region) -> Vec<Block> {
    let mut out = Vec::new();
    let Some(entry) = ctx.ir.first_block(region) else {
        return out;
    };
    let mut seen: FxHashMap<Block, ()> = FxHashMap::default();
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        if seen.insert(b, ()).is_some() {
            continue;
        }
        out.push(b);
        if let Some(t) = ctx.ir.last_op(b) {
            for &s in ctx.ir.op(t).successors.iter().rev() {
                if !seen.contains_key(&s) {
                    stack.push(s);
                }
            }
        }
    }
    out
}

/// MLIR's `eraseUnreachableBlocks`: in every region (nested ones included), erases the blocks
/// not reachable from the entry block through successors. Returns whether any was erased.
pub fn erase_unreachable_blocks(ctx: &mut Context, regions: &[Region]) -> bool {
    let mut erased = false;
    let mut work: Vec<Region> = regions.to_vec();
    while let Some(region) = work.pop() {
        let Some(entry) = ctx.ir.first_block(region) else {
            continue;
        };
        let blocks: Vec<Block> = ctx.ir.region_blocks(region).collect();
        if blocks.len() == 1 {
            for op in ctx.ir.block_ops(entry).collect::<Vec<_>>() {
                work.extend(nested_regions(ctx, op));
            }
            continue;
        }
        let mut reachable: FxHashMap<Block, ()> = FxHashMap::default();
        let mut stack = vec![entry];
        while let Some(b) = stack.pop() {
            if reachable.insert(b, ()).is_some() {
                continue;
            }
            if let Some(t) = ctx.ir.last_op(b) {
                for &s in ctx.ir.op(t).successors.iter().rev() {
                    if !reachable.contains_key(&s) {
                        stack.push(s);
                    }
                }
            }
        }
        let dead: Vec<Block> = blocks
            .iter()
            .copied()
            .filter(|b| !reachable.contains_key(b))
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
            if reachable.contains_key(&b) {
                for op in ctx.ir.block_ops(b).collect::<Vec<_>>() {
                    work.extend(nested_regions(ctx, op));
                }
            }
        }
    }
    erased
}

/// Liveness facts of [`run_region_dce`].
#[derive(Default)]
struct LiveMap {
    ops: FxHashMap<Op, ()>,
    values: FxHashMap<Value, ()>,
    changed: bool,
}

impl LiveMap {
    fn op_live(&self, op: Op) -> bool {
        self.ops.contains_key(&op)
    }
    fn value_live(&self, v: Value) -> bool {
        self.values.contains_key(&v)
    }
    fn set_op(&mut self, op: Op) {
        if self.ops.insert(op, ()).is_none() {
            self.changed = true;
        }
    }
    fn set_value(&mut self, v: Value) {
        if self.values.insert(v, ()).is_none() {
            self.changed = true;
        }
    }
}

/// The blocks of `region` reachable from its entry, in post-order (successors before their
/// predecessors; `llvm::post_order`).
fn post_order(ctx: &Context, region: Region) -> Vec<Block> {
    let mut out = Vec::new();
    let Some(entry) = ctx.ir.first_block(region) else {
        return out;
    };
    let mut seen: FxHashMap<Block, ()> = FxHashMap::default();
    // (block, next successor index to visit)
    let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
    seen.insert(entry, ());
    while let Some(&mut (b, ref mut i)) = stack.last_mut() {
        let succ = ctx
            .ir
            .last_op(b)
            .and_then(|t| ctx.ir.op(t).successors.get(*i).copied());
        match succ {
            Some(s) => {
                *i += 1;
                if seen.insert(s, ()).is_none() {
                    stack.push((s, 0));
                }
            }
            None => {
                out.push(b);
                stack.pop();
            }
        }
    }
    out
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
    let mut stack: Vec<Frame> = regions.iter().rev().map(|&r| Frame::Region(r)).collect();
    while let Some(f) = stack.pop() {
        match f {
            Frame::Region(r) => {
                let entry = ctx.ir.first_block(r);
                for b in post_order(ctx, r).into_iter().rev() {
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

/// MLIR's `wouldOpBeTriviallyDead` for every op of `order`, computed bottom-up (nested ops
/// come before their parent in `order`), so that deep nesting costs linear time.
fn trivially_dead_ops(ctx: &Context, order: &[Step]) -> FxHashMap<Op, bool> {
    use crate::registry::OpTraits as T;
    // `removable[op]`: its effects and, through `RecursiveMemoryEffects`, its nested ops'
    // effects allow erasing it
    let mut removable: FxHashMap<Op, bool> = FxHashMap::default();
    let mut dead: FxHashMap<Op, bool> = FxHashMap::default();
    let mut scratch = Vec::new();
    for step in order {
        let Step::Op(op) = *step else { continue };
        let Some(info) = ctx.op_info(op) else {
            removable.insert(op, false);
            dead.insert(op, false);
            continue;
        };
        let traits = info.traits;
        let recursive = traits.contains(T::RECURSIVE_MEMORY_EFFECTS);
        let own = crate::effects::own_effects_removable(ctx, op, &mut scratch);
        let nested_ok = || {
            ctx.ir.op(op).regions.iter().all(|&r| {
                ctx.ir.region_blocks(r).all(|b| {
                    // every nested op precedes `op` in `order`; anything else counts as
                    // having effects
                    ctx.ir
                        .block_ops(b)
                        .all(|o| removable.get(&o).copied().unwrap_or(false))
                })
            })
        };
        let ok = match own {
            Some(true) => !recursive || nested_ok(),
            None if recursive => nested_ok(),
            _ => false,
        };
        removable.insert(op, ok);
        let excluded = traits.contains(T::TERMINATOR) || traits.contains(T::SYMBOL);
        dead.insert(op, ok && !excluded);
    }
    dead
}

fn propagate_step(ctx: &Context, live: &mut LiveMap, dead: &FxHashMap<Op, bool>, step: Step) {
    match step {
        Step::Args(block) => {
            for &a in ctx.ir.block_args(block) {
                if !live.value_live(a) {
                    process_value(ctx, live, a);
                }
            }
        }
        Step::Op(op) => {
            if is_terminator(ctx, op) {
                return propagate_terminator(ctx, live, op);
            }
            if live.op_live(op) {
                return;
            }
            let removable = match dead.get(&op) {
                Some(&d) => d,
                None => crate::effects::would_be_trivially_dead(ctx, op),
            };
            if !removable {
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
    while let Some(region) = work.pop() {
        let Some(entry) = ctx.ir.first_block(region) else {
            continue;
        };
        let single = ctx.ir.next_block(entry).is_none();
        for block in post_order(ctx, region) {
            if !single {
                if let Some(t) = ctx.ir.last_op(block) {
                    erase_dead_successor_operands(ctx, live, t);
                }
            }
            let ops: Vec<Op> = ctx.ir.block_ops(block).collect();
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
                    work.extend(nested_regions(ctx, op));
                }
            }
        }
        let blocks: Vec<Block> = ctx.ir.region_blocks(region).skip(1).collect();
        for b in blocks {
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
    let mut live = LiveMap::default();
    let order = propagation_order(ctx, regions);
    let dead = trivially_dead_ops(ctx, &order);
    loop {
        live.changed = false;
        for &step in &order {
            propagate_step(ctx, &mut live, &dead, step);
        }
        if !live.changed {
            break;
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

/// Whether `v` is an argument of `block`.
pub fn is_arg_of(ctx: &Context, v: Value, block: Block) -> bool {
    matches!(ctx.ir.value(v).def, ValueDef::BlockArg { block: b, .. } if b == block)
}
