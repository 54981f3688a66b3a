//! Loops: MLIR's `LoopLikeOpInterface` (what loop-invariant code motion needs of it).
//!
//! A loop op (`scf.for`, `scf.while`, `scf.parallel`, `scf.forall`) declares
//! `LoopLikeOpInterface` in its `.ods` trait list
//! (`extern_interface ods_runtime::analysis::loops::LoopLikeOpInterface`) and implements
//! [`LoopLikeOpInterface`] on its handle: which of its regions run once per iteration.
//! Values defined outside the op are loop invariant ([`is_defined_outside_of_loop`]); an
//! invariant op is hoisted by moving it right before the loop ([`move_out_of_loop`]), as
//! MLIR's default implementations do.

use crate::ir::context::Context;
use crate::ir::{Op, Region, Value};

/// MLIR's `LoopLikeOpInterface`: an op whose regions form a loop body.
pub trait LoopLikeOpInterface {
    /// The regions executed on each iteration (MLIR's `getLoopRegions`), in order.
    fn loop_regions(&self, ctx: &Context) -> Vec<Region>;
}

/// The runtime model of [`LoopLikeOpInterface`] an op registration attaches (the shape ODS
/// generates for interfaces, so `.ods` files can name it with `extern_interface`).
#[derive(Clone, Copy)]
pub struct LoopLikeOpInterfaceModel {
    /// Casts an operation of the implementing op type to the trait object.
    pub cast: for<'a> fn(&'a Op) -> &'a dyn LoopLikeOpInterface,
    /// The interface verifier (none).
    pub verify: Option<crate::ir::registry::VerifyFn>,
}

impl LoopLikeOpInterfaceModel {
    /// The model of op type `T`, given its cast.
    pub const fn of<T: LoopLikeOpInterface + 'static>(
        cast: for<'a> fn(&'a Op) -> &'a dyn LoopLikeOpInterface,
    ) -> Self {
        LoopLikeOpInterfaceModel { cast, verify: None }
    }
}

/// `op` as a [`LoopLikeOpInterface`], when its registration attaches the interface.
pub fn as_loop_like<'a>(ctx: &Context, op: &'a Op) -> Option<&'a dyn LoopLikeOpInterface> {
    let info = ctx.ir.op(*op).info?;
    ctx.registry
        .interface::<LoopLikeOpInterfaceModel>(info)
        .map(|m| (m.cast)(op))
}

/// The loop regions of `op` when it is loop-like.
pub fn loop_regions(ctx: &Context, op: Op) -> Option<Vec<Region>> {
    Some(as_loop_like(ctx, &op)?.loop_regions(ctx))
}

/// Whether `value` is defined outside loop op `loop` (MLIR's default
/// `isDefinedOutsideOfLoop`): the op owning the region that defines it is neither `loop`
/// nor nested in it. Walks up from the value's block: the cost is its nesting depth.
pub fn is_defined_outside_of_loop(ctx: &Context, loop_op: Op, value: Value) -> bool {
    let Some(block) = ctx.ir.value_block(value) else {
        return true;
    };
    let mut cur = ctx.ir.block_parent_op(block);
    while let Some(o) = cur {
        if o == loop_op {
            return false;
        }
        cur = ctx.ir.parent_op(o);
    }
    true
}

/// Moves `op` out of loop `loop_op`, right before it (MLIR's default `moveOutOfLoop`).
pub fn move_out_of_loop(ctx: &mut Context, loop_op: Op, op: Op) {
    ctx.ir.detach_op(op);
    ctx.ir.insert_op_before(loop_op, op);
}
