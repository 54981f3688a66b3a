//! The body of the Toy dialect's declarative pass, after chapter 4 of MLIR's tutorial:
//! `toy-shape-inference` (`pass ShapeInferencePass` in `ods/toy.ods`, which generates the
//! struct, its `PassInfo`, the `num-inferred` statistic and `register_passes`) gives every
//! unranked result in a function the type its op infers through the
//! [`ShapeInference`](super::ShapeInference) interface, once the op's operands are ranked.
//!
//! Inlining needs no code here: MLIR's core `inline` pass inlines `toy.generic_call`s through
//! `CallOpInterface`/`CallableOpInterface` and the dialect's `DialectInlinerInterface` (in
//! [`super`]); canonicalization runs the folders and patterns the ops registered.

use ods_runtime::analysis::verifier::op_error;
use ods_runtime::ods::hooks::RunPass;
use ods_runtime::pass::{PassFailure, PassResult, PassState};
use ods_runtime::transforms::rewrite::walk_nested;
use ods_runtime::{Context, Diagnostic, Op, Type, TypeKind};

use super::{as_shape_inference, FuncOp, ShapeInferencePass};

/// Whether `ty` is a tensor of unknown rank (`tensor<*xf64>`).
fn is_unranked(ctx: &Context, ty: Type) -> bool {
    matches!(ctx.type_kind(ty), TypeKind::UnrankedTensor { .. })
}

/// MLIR's tutorial `ShapeInferencePass` on one function: while some op in `func` has an
/// unranked result and only ranked operands, gives that result the type the op infers through
/// the `ShapeInference` interface. The function's arguments must be ranked for every shape to
/// be found. Returns the number of results inferred.
///
/// The ops are visited in sweeps in program order, each sweep inferring every op that is
/// ready; ops in dominance order (a Toy function's single block) take one sweep, so the cost
/// is linear in the size of the function.
///
/// Errors (located at the op): an op with an unranked result that does not implement the
/// interface, or one that cannot tell its type; and (at the function) ops left unranked.
pub fn infer_shapes(ctx: &mut Context, func: FuncOp) -> Result<u64, Diagnostic> {
    let mut worklist: Vec<Op> = walk_nested(ctx, func.op(), true)
        .into_iter()
        .filter(|&op| {
            ctx.ir
                .results(op)
                .any(|r| is_unranked(ctx, ctx.ir.value_type(r)))
        })
        .collect();
    let mut inferred = 0;
    loop {
        let before = worklist.len();
        let mut left = Vec::new();
        for op in std::mem::take(&mut worklist) {
            let ready = ctx
                .ir
                .operands(op)
                .all(|v| !is_unranked(ctx, ctx.ir.value_type(v)));
            if !ready {
                left.push(op);
                continue;
            }
            // the cast borrows the op (not the context), so the method may change the context
            let Some(shaped) = as_shape_inference(ctx, &op) else {
                return Err(op_error(
                    ctx,
                    op,
                    "unable to infer shape of operation without shape inference interface",
                ));
            };
            let Some(ty) = shaped.infer_result_type(ctx) else {
                return Err(op_error(ctx, op, "cannot infer the shape of its result"));
            };
            let result = ctx.ir.result(op, 0);
            ctx.ir.set_value_type(result, ty);
            inferred += 1;
        }
        worklist = left;
        if worklist.is_empty() || worklist.len() == before {
            break;
        }
    }
    if !worklist.is_empty() {
        let msg = format!(
            "shape inference failed, {} operations couldn't be inferred",
            worklist.len()
        );
        return Err(op_error(ctx, func.op(), &msg));
    }
    Ok(inferred)
}

/// The body of `toy-shape-inference`: [`infer_shapes`] on the `toy.func` the pass manager
/// gives it, counting the inferred results in `num-inferred`; an error is emitted and fails
/// the pass.
impl RunPass for ShapeInferencePass {
    fn run_on(&mut self, ctx: &mut Context, op: Op, state: &mut PassState) -> PassResult {
        let Some(func) = FuncOp::from_op(ctx, op) else {
            return Ok(());
        };
        match infer_shapes(ctx, func) {
            Ok(n) => {
                state.add_statistic(Self::NUM_INFERRED, n);
                Ok(())
            }
            Err(d) => {
                state.emit(d);
                Err(PassFailure)
            }
        }
    }
}
