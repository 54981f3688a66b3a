//! `control-flow-sink` (MLIR's `ControlFlowSink`): moves ops free of memory effects into
//! the regions of region branch ops that run at most once, when all their users are there,
//! so that they do not run on paths that do not need them.
//!
//! For each region branch op ([`crate::analysis::region_branch`]) in post-order, the regions
//! whose invocation bounds (given the op's constant operands) say "at most once" are
//! processed: starting from the region's ops, last first (a stack), each op's operands are
//! looked at; a defining op outside the region whose every user is inside the region (at
//! any depth) and which is free of memory effects is moved to the start of the region's
//! entry block, and its own operands are looked at in turn. Ops nested in the region's ops
//! do not start sinking (as in mlir-opt 22).
//!
//! The statistic `num-sunk` holds, as in mlir-opt, the count of the last region branch op
//! processed. Whether an op is free of effects is cached per op (sinking moves only such
//! ops, which changes no cached answer).

use crate::analysis::region_branch::{as_region_branch, region_invocation_bounds};
use crate::ir::attributes::Attribute;
use crate::ir::context::{Context, FxHashMap};
use crate::ir::{Block, Op, Region};
use crate::pass::{Pass, PassInfo, PassResult, PassState, StatisticInfo};
use crate::transforms::rewrite::{constant_value, walk_nested};

use super::loop_invariant_code_motion::{cached, own_free};

static INFO: PassInfo = PassInfo {
    argument: "control-flow-sink",
    name: "ControlFlowSink",
    summary: "Sink operations into conditional blocks",
    description: "Moves side-effect free ops whose users are all inside a region that runs at \
                  most once (a branch of `scf.if`, a case of `scf.index_switch`) into it.",
    anchor: None,
    options: &[],
    statistics: &[StatisticInfo {
        name: "num-sunk",
        description: "Number of operations sunk",
    }],
    dependent_dialects: &[],
};

/// The `control-flow-sink` pass.
#[derive(Clone, Debug, Default)]
pub struct ControlFlowSink;

impl Pass for ControlFlowSink {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult {
        let mut order = walk_nested(ctx, op, false);
        order.push(op);
        let mut free = FxHashMap::default();
        let mut last = 0;
        for o in order {
            if as_region_branch(ctx, &o).is_none() {
                continue;
            }
            let operands: Vec<Option<Attribute>> = (0..ctx.ir.num_operands(o))
                .map(|i| {
                    let v = ctx.ir.operand(o, i);
                    constant_value(ctx, v)
                })
                .collect();
            let Some(bounds) = region_invocation_bounds(ctx, o, &operands) else {
                continue;
            };
            let regions: Vec<Region> = ctx
                .ir
                .op(o)
                .regions
                .iter()
                .zip(&bounds)
                .filter(|(_, b)| b.upper.is_some_and(|u| u <= 1))
                .map(|(&r, _)| r)
                .collect();
            let mut sunk = 0;
            for r in regions {
                if let Some(entry) = ctx.ir.first_block(r) {
                    sunk += sink_region(ctx, o, r, entry, &mut free);
                }
            }
            last = sunk;
        }
        state.add_statistic(0, last);
        Ok(())
    }
}

/// Sinks into region `region` of `branch` (entry block `entry`); returns how many ops moved.
fn sink_region(
    ctx: &mut Context,
    branch: Op,
    region: Region,
    entry: Block,
    free: &mut FxHashMap<Op, bool>,
) -> u64 {
    let mut stack: Vec<Op> = Vec::new();
    for b in ctx.ir.region_blocks(region) {
        stack.extend(ctx.ir.block_ops(b));
    }
    let mut sunk = 0;
    while let Some(user) = stack.pop() {
        for i in 0..ctx.ir.num_operands(user) {
            let v = ctx.ir.operand(user, i);
            let Some(def) = v.owner_op(ctx) else {
                continue;
            };
            let def_block = ctx.ir.op_parent(def);
            if def_block.and_then(|b| ctx.ir.block_parent(b)) == Some(region) {
                continue;
            }
            if !users_inside(ctx, def, def_block, branch, region)
                || !cached(ctx, def, free, own_free)
            {
                continue;
            }
            ctx.ir.detach_op(def);
            match ctx.ir.first_op(entry) {
                Some(first) => ctx.ir.insert_op_before(first, def),
                None => ctx.ir.append_op(entry, def),
            }
            sunk += 1;
            stack.push(def);
        }
    }
    sunk
}

/// Whether every user of `def`'s results is nested in `region` (of `branch`): the entry
/// block of a region dominates every block nested in it. Walks up from each user until it
/// meets `region`, `branch` or the block defining `def`.
fn users_inside(
    ctx: &Context,
    def: Op,
    def_block: Option<Block>,
    branch: Op,
    region: Region,
) -> bool {
    ctx.ir.results(def).all(|r| {
        ctx.ir.uses(r).all(|u| {
            let mut block = ctx.ir.op_parent(u.op);
            while let Some(b) = block {
                if Some(b) == def_block {
                    return false;
                }
                let Some(reg) = ctx.ir.block_parent(b) else {
                    return false;
                };
                if reg == region {
                    return true;
                }
                let Some(parent) = ctx.ir.region_parent(reg) else {
                    return false;
                };
                if parent == branch {
                    return false;
                }
                block = ctx.ir.op_parent(parent);
            }
            false
        })
    })
}
