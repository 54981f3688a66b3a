//! `strip-debuginfo` (MLIR's `StripDebugInfo`): every location of the IR under the op the pass
//! runs on becomes `loc(unknown)`: the op itself, every nested op, and every argument of every
//! block of their regions. A location is replaced whole, whatever it nests (fused, named,
//! call-site locations); locations held inside attributes are not touched.

use crate::ir::context::Context;
use crate::ir::Op;
use crate::pass::{Pass, PassInfo, PassResult, PassState};

static INFO: PassInfo = PassInfo {
    argument: "strip-debuginfo",
    name: "StripDebugInfo",
    summary: "Strip debug info from all operations",
    description: "Replaces the location of every operation and block argument with the \
                  unknown location `loc(unknown)`.",
    anchor: None,
    options: &[],
    statistics: &[],
    dependent_dialects: &[],
};

/// The `strip-debuginfo` pass.
#[derive(Clone, Copy, Debug, Default)]
pub struct StripDebugInfo;

impl Pass for StripDebugInfo {
    fn info(&self) -> &'static PassInfo {
        &INFO
    }

    fn run(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult {
        let _ = state;
        strip_debug_info(ctx, op);
        Ok(())
    }
}

/// Sets the location of `root`, of every op nested in it and of every block argument of their
/// regions to `loc(unknown)`. Iterative: any nesting depth is fine.
pub fn strip_debug_info(ctx: &mut Context, root: Op) {
    let unknown = ctx.common.unknown_loc;
    let mut work = vec![root];
    let mut args = Vec::new();
    while let Some(op) = work.pop() {
        if ctx.ir.op(op).loc != unknown {
            ctx.ir.op_mut(op).loc = unknown;
        }
        for &r in ctx.ir.op(op).regions.iter() {
            for b in ctx.ir.region_blocks(r) {
                args.extend_from_slice(ctx.ir.block_args(b));
                work.extend(ctx.ir.block_ops(b));
            }
        }
        for v in args.drain(..) {
            if ctx.ir.value(v).loc != unknown {
                ctx.ir.set_value_loc(v, unknown);
            }
        }
    }
}
