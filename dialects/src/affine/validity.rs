//! MLIR's rules on the values an affine op may use as dimensions and symbols
//! (`isValidDim`, `isValidSymbol`, `getAffineScope`), and the operand check built on them
//! that the affine ops' verifiers share. Every rule is evaluated with a work list, so long
//! chains of definitions cost no call stack.
//!
//! A value is a valid symbol of an affine scope (the region of the closest ancestor with the
//! `AffineScope` trait, such as a function body) when it is an `index` value defined at the
//! top of that region, the result of a constant, the result of a `memref.dim` of a top-level
//! memref, or the result of an `affine.apply` or a pure op whose operands are all valid
//! symbols. A valid dimension is a valid symbol, the induction variable of an `affine.for` or `affine.parallel`,
//! the result of an `affine.apply` of valid dimensions, or a `memref.dim` of a top-level
//! memref.
//!
//! MLIR asks whether a value is defined at the top of the op's affine scope, which it finds
//! by walking up from the op; done for every op of a deeply nested loop nest that walk costs
//! the square of the depth. Here the question is whether the value's defining region belongs
//! to an op with the `AffineScope` trait: a value used by the op dominates it, so that region
//! encloses the op, and it is the op's scope unless another `AffineScope` op lies between
//! them, which every such op of the bundled dialects (`func.func`) forbids by being isolated
//! from above.

use std::collections::HashSet;

use ods_runtime::analysis::effects::{is_memory_effect_free, is_speculatable};
use ods_runtime::analysis::verifier::op_error;
use ods_runtime::ir::diagnostics::Diagnostic;
use ods_runtime::ir::registry::OpTraits;
use ods_runtime::ir::ValueDef;
use ods_runtime::{Context, Op, Value};

use super::{ApplyOp, ForOp, ParallelOp};

/// MLIR's `isTopLevelValue`: `v` is defined in a block of a region of an op with the
/// `AffineScope` trait.
fn is_top_level(ctx: &Context, v: Value) -> bool {
    ctx.ir
        .value_block(v)
        .and_then(|b| ctx.ir.block_parent_op(b))
        .is_some_and(|p| ctx.op_traits(p).contains(OpTraits::AFFINE_SCOPE))
}

/// The memref of a `memref.dim` op (MLIR's `ShapedDimOpInterface`).
fn dim_source(ctx: &Context, op: Op) -> Option<Value> {
    crate::memref::DimOp::from_op(ctx, op)?;
    ctx.ir.operands(op).next()
}

/// Whether `v` is the induction variable of an `affine.for` or an `affine.parallel`.
fn is_affine_induction_var(ctx: &Context, v: Value) -> bool {
    match ctx.ir.value(v).def {
        ValueDef::BlockArg { block, index } => ctx.ir.block_parent_op(block).is_some_and(|p| {
            (index == 0 && ForOp::from_op(ctx, p).is_some())
                || ParallelOp::from_op(ctx, p).is_some()
        }),
        _ => false,
    }
}

/// Whether `v` is the result of a constant-like op.
fn is_constant_result(ctx: &Context, v: Value) -> bool {
    match ctx.ir.value(v).def {
        ValueDef::Result { op, .. } => ctx.op_traits(op).contains(OpTraits::CONSTANT_LIKE),
        _ => false,
    }
}

/// MLIR's `isValidSymbol(value, region)` with the op's affine scope as the region.
pub fn is_valid_symbol(ctx: &Context, v: Value) -> bool {
    let index = ctx.common.index;
    // the common cases (a function argument or top-level value, a constant) need no work list
    if ctx.ir.value_type(v) != index {
        return false;
    }
    if is_top_level(ctx, v) || is_constant_result(ctx, v) {
        return true;
    }
    let mut work = vec![v];
    let mut seen = HashSet::new();
    while let Some(v) = work.pop() {
        if !seen.insert(v) {
            continue;
        }
        if ctx.ir.value_type(v) != index {
            return false;
        }
        if is_top_level(ctx, v) {
            continue;
        }
        let ValueDef::Result { op, .. } = ctx.ir.value(v).def else {
            return false;
        };
        if ctx.op_traits(op).contains(OpTraits::CONSTANT_LIKE) {
            continue;
        }
        if ApplyOp::from_op(ctx, op).is_some() {
            work.extend(ctx.ir.operands(op));
            continue;
        }
        if let Some(src) = dim_source(ctx, op) {
            if is_top_level(ctx, src) {
                continue;
            }
            return false;
        }
        if is_speculatable(ctx, op) && is_memory_effect_free(ctx, op) {
            work.extend(ctx.ir.operands(op));
            continue;
        }
        return false;
    }
    true
}

/// MLIR's `isValidDim(value, region)` with the op's affine scope as the region.
pub fn is_valid_dim(ctx: &Context, v: Value) -> bool {
    let index = ctx.common.index;
    // the common case (a loop variable) needs no work list
    if ctx.ir.value_type(v) == index && is_affine_induction_var(ctx, v) {
        return true;
    }
    let mut work = vec![v];
    let mut seen = HashSet::new();
    while let Some(v) = work.pop() {
        if !seen.insert(v) {
            continue;
        }
        if ctx.ir.value_type(v) != index {
            return false;
        }
        if is_valid_symbol(ctx, v) || is_affine_induction_var(ctx, v) {
            continue;
        }
        let ValueDef::Result { op, .. } = ctx.ir.value(v).def else {
            return false;
        };
        if ApplyOp::from_op(ctx, op).is_some() {
            work.extend(ctx.ir.operands(op));
            continue;
        }
        match dim_source(ctx, op) {
            Some(src) if is_top_level(ctx, src) => {}
            _ => return false,
        }
    }
    true
}

/// MLIR's `verifyDimAndSymbolIdentifiers`: the first `num_dims` of `operands` are valid
/// dimensions and the rest valid symbols of `op`'s affine scope.
pub fn verify_dim_and_symbol_ids(
    ctx: &Context,
    op: Op,
    operands: &[Value],
    num_dims: usize,
) -> Result<(), Diagnostic> {
    if operands.is_empty() {
        return Ok(());
    }
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim(ctx, v) {
                return Err(op_error(
                    ctx,
                    op,
                    "operand cannot be used as a dimension id",
                ));
            }
        } else if !is_valid_symbol(ctx, v) {
            return Err(op_error(ctx, op, "operand cannot be used as a symbol"));
        }
    }
    Ok(())
}
